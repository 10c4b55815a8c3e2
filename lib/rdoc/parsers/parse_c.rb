# rdoc/parsers/parse_c.rb - C extension sources: the classes and modules
# they define (rb_define_class, rb_define_module and their _under forms),
# methods (rb_define_method and friends) with the comment above the C
# function that implements each (a "call-seq:" section gives its calling
# sequences), constants (rb_define_const), attributes (rb_define_attr),
# aliases and includes; "Document-class: Name" and "Document-method:
# name" comments document what the code does not show.
require 'rdoc/code_objects'
require 'rdoc/parsers/parserfactory'

module RDoc

  # the variables of the classes every Ruby has
  KNOWN_CLASSES = {
    "rb_cObject" => "Object", "rb_cArray" => "Array", "rb_cBignum" => "Bignum",
    "rb_cClass" => "Class", "rb_cDir" => "Dir", "rb_cData" => "Data",
    "rb_cFalseClass" => "FalseClass", "rb_cFile" => "File", "rb_cFixnum" => "Fixnum",
    "rb_cFloat" => "Float", "rb_cHash" => "Hash", "rb_cInteger" => "Integer",
    "rb_cIO" => "IO", "rb_cModule" => "Module", "rb_cNilClass" => "NilClass",
    "rb_cNumeric" => "Numeric", "rb_cProc" => "Proc", "rb_cRange" => "Range",
    "rb_cRegexp" => "Regexp", "rb_cString" => "String", "rb_cSymbol" => "Symbol",
    "rb_cThread" => "Thread", "rb_cTime" => "Time", "rb_cTrueClass" => "TrueClass",
    "rb_cStruct" => "Struct", "rb_eException" => "Exception",
    "rb_eStandardError" => "StandardError", "rb_eRuntimeError" => "RuntimeError",
    "rb_eArgError" => "ArgumentError", "rb_eTypeError" => "TypeError",
    "rb_eIOError" => "IOError", "rb_eIndexError" => "IndexError",
    "rb_mKernel" => "Kernel", "rb_mComparable" => "Comparable",
    "rb_mEnumerable" => "Enumerable", "rb_mPrecision" => "Precision",
    "rb_mErrno" => "Errno", "rb_mFileTest" => "FileTest", "rb_mGC" => "GC",
    "rb_mMath" => "Math", "rb_mProcess" => "Process",
  }

  class C_Parser
    attr_writer :progress

    extend ParserFactory
    parse_files_matching(/\.(?:([CcHh])\1?|c([+xp])\2|y)\z/)

    @@known_bodies = {}

    def initialize(top_level, file_name, body, options, stats)
      @known_classes = KNOWN_CLASSES.dup
      @body = handle_tab_width(body, options.tab_width)
      @options = options
      @stats = stats
      @top_level = top_level
      @classes = Hash.new
      @file_dir = File.dirname(file_name)
      @progress = $stderr unless options.quiet
    end

    def scan
      remove_commented_out_lines
      do_classes
      do_constants
      do_methods
      do_includes
      do_aliases
      @top_level
    end

    private

    def progress(char)
      @progress.print(char) if @progress
    end

    def handle_tab_width(body, width)
      return body unless body =~ /\t/
      body.split(/\n/).map { |l| l.gsub(/([^\t]*)\t/) { $1 + " " * (width - $1.size % width) } }.join("\n")
    end

    # code between #if 0 and #endif is not code
    def remove_commented_out_lines
      @body.gsub!(/^\s*#\s*if\s+0\b.*?^\s*#\s*endif.*?$/m, "")
    end

    def do_classes
      @body.scan(/(\w+)\s*=\s*rb_define_module\s*\(\s*"(\w+)"\s*\)/) { |var, name|
        handle_class_module(var, "module", name, nil, nil)
      }
      @body.scan(/(\w+)\s*=\s*rb_define_class\s*\(\s*"(\w+)"\s*,\s*(\w+)\s*\)/) { |var, name, sup|
        handle_class_module(var, "class", name, sup, nil)
      }
      @body.scan(/(\w+)\s*=\s*rb_define_module_under\s*\(\s*(\w+)\s*,\s*"(\w+)"\s*\)/) { |var, in_mod, name|
        handle_class_module(var, "module", name, nil, in_mod)
      }
      @body.scan(/(\w+)\s*=\s*rb_define_class_under\s*\(\s*(\w+)\s*,\s*"(\w+)"\s*,\s*(\w+)\s*\)/) { |var, in_mod, name, sup|
        handle_class_module(var, "class", name, sup, in_mod)
      }
    end

    def handle_class_module(var_name, class_mod, class_name, parent, in_module)
      progress(class_mod[0, 1])
      parent_name = @known_classes[parent] || parent
      enclosure = in_module ? (@classes[in_module] || @top_level) : @top_level
      cm = if class_mod == "class"
             @stats.num_classes += 1 if @stats
             enclosure.add_class(NormalClass, class_name, parent_name)
           else
             @stats.num_modules += 1 if @stats
             enclosure.add_module(NormalModule, class_name)
           end
      cm.record_location(enclosure.toplevel)
      cm.comment = find_class_comment(cm.full_name, class_name, class_mod)
      @classes[var_name] = cm
      @known_classes[var_name] = cm.full_name
    end

    # the comment right above Init_Name, else that of "Document-class:
    # Name", else (as rdoc 1.0 reads it) the comment before the stretch of
    # code that defines the class -- or that code itself when no comment
    # comes before it
    def find_class_comment(full_name, class_name, kind)
      if @body =~ %r{(/\*(?:(?!\*/).)*\*/)\s+(?:static\s+)?void\s+Init_#{Regexp.escape(class_name)}\s*\(}mi
        return mangle_comment($1)
      end
      if @body =~ %r{Document-(?:class|module):\s*#{Regexp.escape(full_name)}\s*\n((?:.(?!\*/))*?.)\s*\*/}m
        return mangle_comment($1)
      end
      return "" unless @body =~ /rb_define_(class|module)/
      previous = nil
      @body.split(%r{(/\*.*?\*/)\s*?\n}m).each do |chunk|
        if chunk =~ /rb_define_(?:class|module).*?"#{Regexp.escape(class_name)}"/m
          return previous ? mangle_comment(previous) : chunk   # (the code as it is)
        end
        previous = chunk
      end
      ""
    end

    def do_constants
      @body.scan(/rb_define_(?:global_)?const\s*\(\s*(\w+)?\s*,?\s*"(\w+)"\s*,\s*(.*?)\)\s*;/m) { |var, name, value|
        # a global constant is Object's (as rdoc 1.0 files it)
        cls = var ? @classes[var] : (@top_level.find_module_named("Object") || @top_level.add_class(NormalClass, "Object", nil))
        next unless cls
        value, comment = constant_comment(name, value.strip)
        cls.add_constant(Constant.new(name, value, comment))
      }
    end

    # a constant's comment: "Document-const: NAME", else the comment right
    # before its rb_define_const; "value: text" there gives the value
    # shown (split at the last colon)
    def constant_comment(name, value)
      if @body =~ %r{Document-const:\s*#{name}\s*\n(.*?)\*/}m
        return [value, mangle_comment($1)]
      end
      return [value, ""] unless @body =~ %r{(/\*(?:(?!\*/).)*\*/)\s*rb_define_(?:global_)?const\s*\(\s*(?:\w+\s*,\s*)?"#{name}"}m
      raw = $1
      # (the comment marks made spaces, as rdoc 1.0 does here)
      text = raw.sub(%r{\A/\*+}) { " " * $&.size }.sub(%r{\*+/\z}) { " " * $&.size }.gsub(/^[ \t]*\*/) { " " * $&.size }
      return [value, mangle_comment(raw)] unless text =~ /\A(.*):(.*)\z/m
      [$1.strip, $2]
    end

    def do_methods
      @body.scan(%r{rb_define_(singleton_method|method|module_function|private_method)
                     \s*\(\s*(\w+)\s*,\s*"([^"]+)"\s*,\s*(?:RUBY_METHOD_FUNC\(|VALUEFUNC\()?(\w+)\)?\s*,\s*(-?\w+)\s*\)(?:\s*;\s*/[*/]\s+in\s+([\w./]+\.[cy])\b)?}xm) {
        |type, var, meth, func, argc, source_file|
        cls = @classes[var]
        next unless cls
        handle_method(type, cls, meth, func, argc, source_file)
      }
      # the global functions after all the rest (as rdoc 1.0 reads them)
      @body.scan(%r{rb_define_global_function\s*\(\s*"([^"]+)"\s*,\s*(?:RUBY_METHOD_FUNC\(|VALUEFUNC\()?(\w+)\)?\s*,\s*(-?\w+)\s*\)(?:\s*;\s*/[*/]\s+in\s+([\w./]+\.[cy])\b)?}xm) {
        |meth, func, argc, source_file|
        cls = @top_level.find_module_named("Kernel") || @top_level.add_module(NormalModule, "Kernel")
        handle_method("global_function", cls, meth, func, argc, source_file)
      }
      @body.scan(/rb_define_attr\s*\(\s*(\w+)\s*,\s*"(\w+)"\s*,\s*(\d+)\s*,\s*(\d+)\s*\)/) { |var, name, r, w|
        cls = @classes[var]
        next unless cls
        rw = (r == "1" ? "R" : "") + (w == "1" ? "W" : "")
        cls.add_attribute(Attr.new("", name, rw, ""))
      }
    end

    # ("/* in other.c */" after the definition: the function is in that
    # file, beside this one; rdoc 1.0 fails when it is missing)
    def handle_method(type, cls, meth_name, function, param_count, source_file = nil)
      progress(".")
      @stats.num_methods += 1 if @stats
      meth = AnyMethod.new("", meth_name == "initialize" ? "new" : meth_name)
      meth.singleton = %w(singleton_method module_function).include?(type) || meth_name == "initialize"
      # (rb_define_private_method's methods are shown too, as rdoc 1.0 does)
      count = param_count.to_i
      meth.params = count < 0 ? "(...)" : "(" + (1..count).map { |i| "p#{i}" }.join(", ") + ")"
      text = source_file ? File.read(File.join(@file_dir, source_file)) : @body
      body = find_body(function, meth, text)
      unless body
        $stderr.puts "\nNo definition for #{function}"   # (quiet or not, as rdoc 1.0)
        return
      end
      if body
        cls.add_method(meth)   # a module function as its module's method
      end
    end

    # the source shown: the comment and the function's head line, then
    # (rdoc 1.0's reading) up to the next '}' at a line start when a '{'
    # starts a line before any '('
    def c_function_source(head, text)
      from, stop = head.begin(1), head.end(0)
      rest = text[stop..-1]
      whole = rest =~ /\A[^(]*^\{.*?^\}/m ? $& : ""
      text[from...stop] + whole
    end

    # the comment above the C function in text; a "Document-method:"
    # comment for the method wins (or stands alone)
    def find_body(function, meth, text = @body)
      if text =~ %r{((?>/\*.*?\*/\s*))((?:(?:static|SWIGINTERN)\s+)?(?:intern\s+)?VALUE\s+#{Regexp.escape(function)}\s*(?:\([^)]*\))(?=[^;]|$)[^\n]*\n?)}xm
        comment = $1
        meth.c_source = c_function_source($~, text)
        comment = $1 if @body =~ %r{Document-method:\s*#{Regexp.escape(meth.name)}\s*?\n((?>.*?\*/))}m
        meth.comment = mangle_comment(comment)
        find_call_seq(meth)
        return true
      elsif text =~ %r{((?>/\*.*?\*/\s*))^#\s*define\s+#{Regexp.escape(function)}\s+(\w+)}m
        # a commented #define naming another function: both comments, as
        # rdoc 1.0 reads it
        define_comment, target = $1, $2
        find_body(target, meth, text)
        meth.comment = mangle_comment(define_comment) + "\n" + meth.comment.to_s
        return true
      elsif @body =~ %r{Document-method:\s*#{Regexp.escape(meth.name)}\s*?\n((?>.*?\*/))}m
        meth.comment = mangle_comment($1)
        find_call_seq(meth)
        return true
      end
      false
    end

    # a "call-seq:" paragraph becomes the method's calling sequence
    def find_call_seq(meth)
      comment = meth.comment
      if comment.sub!(/call-seq:(.*?)^\s*\*?\s*$/m, "")
        seq = $1.strip.split(/\n/).map { |l| l.strip }.join("\n")
        meth.call_seq = seq + "\n" unless seq.empty?
      end
    end

    # a C comment as rdoc comment text: the /*, */ and leading *s gone
    def mangle_comment(comment)
      comment = comment.sub(%r{\A\s*/\*+}, "").sub(%r{\s*\*+/\s*\z}m, "")
      comment = comment.sub(/\A[ \t]*\n/, "")   # "/*" alone on its line
      first_line_at_margin(comment.gsub(/^\s*\*/m, ""))
    end

    # The text on the /* line counts as at the margin of the lines below
    # it (as rdoc 1.0 reads "/* a\n   b */": one paragraph).
    def first_line_at_margin(text)
      first, rest = text.split("\n", 2)
      return text unless rest && first =~ /\S/
      margin = rest.split("\n").grep(/\S/).map { |l| l[/\A */].size }.min
      return text unless margin
      " " * margin + first.lstrip + "\n" + rest
    end

    def do_includes
      @body.scan(/rb_include_module\s*\(\s*(\w+?),\s*(\w+?)\s*\)/) { |c, m|
        cls = @classes[c]
        next unless cls
        cls.add_include(Include.new(@known_classes[m] || m, ""))
      }
    end

    def do_aliases
      @body.scan(/rb_define_alias\s*\(\s*(\w+)\s*,\s*"([^"]+)"\s*,\s*"([^"]+)"\s*\)/m) { |var, new_name, old_name|
        cls = @classes[var]
        next unless cls
        @stats.num_methods += 1 if @stats
        cls.add_alias(Alias.new("", old_name, new_name, ""))
      }
    end
  end
end
