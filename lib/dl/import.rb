# dl/import.rb - DL::Importable: a module that extends it loads libraries
# with dlload and turns C prototypes into its module functions:
#
#   module LIBC
#     extend DL::Importable
#     dlload "libc.so.6"
#     extern "int strlen(char*)"
#   end
#   LIBC.strlen("abc")   # => 3
#
# After each call, _retval_ and _args_ tell the value returned and the
# arguments as the function left them.
require 'dl'
require 'dl/types'

module DL
  module Importable
    # dlload(lib, ...): the libraries (names or DL::Handles) searched for
    # the functions extern names
    def dlload(*libs)
      @LIBS ||= []
      libs.each do |lib|
        @LIBS.push(lib.kind_of?(Handle) ? lib : DL.dlopen(lib))
      end
      @LIBS
    end

    def typealias(new_type, old_type)
      dl_types.typealias(new_type, old_type)
    end

    # extern("int strlen(char*)"): defines the module function strlen (a
    # name's first capital is lowered) and returns its DL::Symbol
    def extern(proto)
      ret, name, args = parse_prototype(proto)
      import(name, ret, args)
    end

    # import(name, "int", ["char*"]): as extern, from the parts
    def import(name, ret, args)
      type = dl_types.encode(ret) + args.map { |a| dl_types.encode(a) }.join
      sym = find_symbol(name, type)
      dl_define(name, sym)
      sym
    end

    # callback("int cmp(void*, void*)"): a C function calling the module
    # function cmp (define it before the callback is called)
    def callback(proto)
      ret, name, args = parse_prototype(proto)
      type = dl_types.encode(ret) + args.map { |a| dl_types.encode(a) }.join
      mod = self
      sym = DL.callback(type) { |*a| mod.__send__(name, *a) }
      (@SYM ||= {})[name] = sym
    end

    # the DL::Symbol of a function extern (or callback) defined
    def sym(name)
      (@SYM ||= {})[name]
    end
    alias [] sym

    def _retval_
      @retval
    end

    def _args_
      @args
    end

    # struct(["int x", "double y"]): a class of C structs with these
    # members (dl/struct)
    def struct(members)
      require 'dl/struct'
      DL::Struct.define(members, dl_types)
    end

    def union(members)
      require 'dl/struct'
      DL::Struct.define(members, dl_types, true)
    end

    private

    def dl_types
      @dl_types ||= Types.new
    end

    # "char *getenv(const char *name)" -> ["char*", "getenv", ["char*"]]
    def parse_prototype(proto)
      p = proto.gsub(/\s+/, " ").strip
      unless p =~ /\A([\w\*\s]+?)\s*\(([\w\*\s,\[\]]*)\)\s*;?\z/
        raise DLError, "can't parse the prototype: #{proto}"
      end
      head, arglist = $1, $2.strip
      head =~ /\A(.*?)(\w+)\z/
      ret, name = $1.strip, $2
      ret = "int" if ret.empty?
      args = arglist.split(/\s*,\s*/).map { |a| strip_param_name(a) }
      args = [] if args == ["void"] || args == [""]
      [ret, name, args]
    end

    # "const char *name" -> "const char *"; "int" stays
    def strip_param_name(arg)
      a = arg.sub(/\[\d*\]\z/, "*")
      return a if a =~ /\*\z/ || a.split(/\s+/).size == 1 || a =~ /\A(unsigned|signed|long|short) \w+\z/ && a !~ /\A\w+ \w+ \w+\z/ && Types::LETTERS[a.sub(/\A(unsigned|signed) /, "")]
      a.sub(/\s*\b\w+\z/, "")
    end

    def find_symbol(name, type)
      (@LIBS || []).each do |lib|
        begin
          return lib.sym(name, type)
        rescue RuntimeError
        end
      end
      raise DLError, "can't find the symbol `#{name}'"
    end

    def dl_define(name, sym)
      (@SYM ||= {})[name] = sym
      mname = name[0, 1].downcase + name[1..-1]
      mod = self
      define_method(mname) do |*args|
        r, rs = sym.call(*args)
        mod.instance_variable_set(:@retval, r)
        mod.instance_variable_set(:@args, rs)
        r
      end
      module_function(mname)
    end
  end
end
