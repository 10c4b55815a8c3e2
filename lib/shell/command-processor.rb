# shell/command-processor.rb - Shell::CommandProcessor: the commands of a
# Shell (file tests, File and ftools methods, echo/cat/glob/tee, system
# commands); each is delegated from Shell and Shell::Filter
require "e2mmap"
require "ftools"
require "thread"

require "shell/error"
require "shell/filter"
require "shell/system-command"
require "shell/builtin-command"

class Shell
  class CommandProcessor
    # commands not delegated to Shell and Filter
    NoDelegateMethods = ["initialize", "expand_path"]

    # defines the builtin and the installed commands (~/.rb_shell)
    def self.initialize
      install_builtin_commands

      for m in CommandProcessor.instance_methods(false) - NoDelegateMethods
        add_delegate_command_to_shell(m)
      end

      def self.method_added(id)
        add_delegate_command_to_shell(id)
      end
    end

    def self.run_config
      begin
        load File.expand_path("~/.rb_shell") if ENV.key?("HOME")
      rescue LoadError, Errno::ENOENT
      rescue
        print "load error: #{rc}\n"
      end
    end

    def initialize(shell)
      @shell = shell
      @system_commands = {}
    end

    def expand_path(path)
      @shell.expand_path(path)
    end

    # the names in a directory, or the records of a file
    def foreach(path = nil, *rs)
      path = "." unless path
      path = expand_path(path)

      if File.directory?(path)
        Dir.foreach(path) {|fn| yield fn }
      else
        IO.foreach(path, *rs) {|l| yield l }
      end
    end

    def open(path, mode)
      path = expand_path(path)
      if File.directory?(path)
        Dir.open(path)
      else
        effect_umask do
          File.open(path, mode)
        end
      end
    end

    def unlink(path)
      path = expand_path(path)
      if File.directory?(path)
        Dir.unlink(path)
      else
        IO.unlink(path)
      end
    end

    # test(cmd, file1, file2=nil): Kernel#test for a one-letter command,
    # else the FileTest method of that name
    def test(command, file1, file2 = nil)
      file1 = expand_path(file1)
      file2 = expand_path(file2) if file2
      command = command.id2name if command.kind_of?(Symbol)

      case command
      when Integer
        if file2
          top_level_test(command, file1, file2)
        else
          top_level_test(command, file1)
        end
      when String
        if command.size == 1
          if file2
            top_level_test(command, file1, file2)
          else
            top_level_test(command, file1)
          end
        else
          if file2
            FileTest.send(command, file1, file2)
          else
            FileTest.send(command, file1)
          end
        end
      end
    end
    alias [] test

    def mkdir(*path)
      for dir in path
        Dir.mkdir(expand_path(dir))
      end
    end

    def rmdir(*path)
      for dir in path
        Dir.rmdir(expand_path(dir))
      end
    end

    # a SystemCommand; a single string with shell characters runs in sh
    def system(command, *opts)
      if opts.empty?
        if command =~ /\*|\?|\{|\}|\[|\]|<|>|\(|\)|~|&|\||\\|\$|;|'|`|"|\n/
          return SystemCommand.new(@shell, find_system_command("sh"), "-c", command)
        else
          command, *opts = command.split(/\s+/)
        end
      end
      SystemCommand.new(@shell, find_system_command(command), *opts)
    end

    def rehash
      @system_commands = {}
    end

    def check_point
      @shell.process_controller.wait_all_jobs_execution
    end
    alias finish_all_jobs check_point

    # evaluates the block in the shell, then waits for its jobs
    def transact(&block)
      begin
        @shell.instance_eval(&block)
      ensure
        check_point
      end
    end

    def out(dev = STDOUT, &block)
      dev.print transact(&block)
    end

    def echo(*strings)
      Shell::Echo.new(@shell, *strings)
    end

    def cat(*filenames)
      Shell::Cat.new(@shell, *filenames)
    end

    def glob(pattern)
      Shell::Glob.new(@shell, pattern)
    end

    def append(to, filter)
      case to
      when String
        Shell::AppendFile.new(@shell, to, filter)
      when IO
        Shell::AppendIO.new(@shell, to, filter)
      else
        Shell::Error.Fail Error::CantApplyMethod, "append", to.class
      end
    end

    def tee(file)
      Shell::Tee.new(@shell, file)
    end

    def concat(*jobs)
      Shell::Concat.new(@shell, *jobs)
    end

    def notify(*opts, &block)
      Shell.notify(*opts) {|mes|
        yield mes if iterator?
        mes.gsub!("%pwd", "#{@cwd}")
        mes.gsub!("%cwd", "#{@cwd}")
      }
    end

    # the path of command in the shell's system path (remembered)
    def find_system_command(command)
      return command if /^\// =~ command
      case path = @system_commands[command]
      when String
        if exists?(path)
          return path
        else
          Shell::Error.Fail Error::CommandNotFound, command
        end
      when false
        Shell::Error.Fail Error::CommandNotFound, command
      end

      for p in @shell.system_path
        path = join(p, command)
        if FileTest.exist?(path)
          @system_commands[command] = path
          return path
        end
      end
      @system_commands[command] = false
      Shell::Error.Fail Error::CommandNotFound, command
    end

    # defines the method command running path (a program, maybe with options)
    def self.def_system_command(command, path = command)
      begin
        eval((d = %Q[def #{command}(*opts)
                  SystemCommand.new(@shell, '#{path}', *opts)
               end]), nil, __FILE__, __LINE__ - 1)
      rescue SyntaxError
        Shell.notify "warn: Can't define #{command} path: #{path}."
      end
      Shell.notify "Define #{command} path: #{path}.", Shell.debug?
      Shell.notify("Definition of #{command}: ", d,
                   Shell.debug.kind_of?(Integer) && Shell.debug > 1)
    end

    def self.undef_system_command(command)
      command = command.id2name if command.kind_of?(Symbol)
      remove_method(command)
      Shell.module_eval { remove_method(command) }
      Filter.module_eval { remove_method(command) }
      self
    end

    @alias_map = {}
    def self.alias_map
      @alias_map
    end

    # ali runs command with options opts (or the block's values)
    def self.alias_command(ali, command, *opts, &block)
      ali = ali.id2name if ali.kind_of?(Symbol)
      command = command.id2name if command.kind_of?(Symbol)
      begin
        if iterator?
          @alias_map[ali.intern] = proc
          eval((d = %Q[def #{ali}(*opts)
                    @shell.__send__(:#{command},
                                    *(CommandProcessor.alias_map[:#{ali}].call *opts))
                  end]), nil, __FILE__, __LINE__ - 1)
        else
          args = opts.collect {|opt| '"' + opt + '"' }.join(",")
          eval((d = %Q[def #{ali}(*opts)
                    @shell.__send__(:#{command}, #{args}, *opts)
                  end]), nil, __FILE__, __LINE__ - 1)
        end
      rescue SyntaxError
        Shell.notify "warn: Can't alias #{ali} command: #{command}."
        Shell.notify("Definition of #{ali}: ", d)
        raise
      end
      Shell.notify "Define #{ali} command: #{command}.", Shell.debug?
      Shell.notify("Definition of #{ali}: ", d,
                   Shell.debug.kind_of?(Integer) && Shell.debug > 1)
      self
    end

    def self.unalias_command(ali)
      ali = ali.id2name if ali.kind_of?(Symbol)
      @alias_map.delete ali.intern
      undef_system_command(ali)
    end

    # defines on Shell and Shell::Filter a method calling command id
    def self.add_delegate_command_to_shell(id)
      id = id.intern if id.kind_of?(String)
      name = id.id2name
      if Shell.method_defined?(id)
        Shell.notify "warn: override definnition of Shell##{name}."
        Shell.notify "warn: alias Shell##{name} to Shell##{name}_org.\n"
        Shell.module_eval "alias #{name}_org #{name}"
      end
      Shell.notify "method added: Shell##{name}.", Shell.debug?
      Shell.module_eval(%Q[def #{name}(*args, &block)
                            begin
                              @command_processor.__send__(:#{name}, *args, &block)
                            rescue Exception
                              $@.delete_if{|s| /:in `__getobj__'$/ =~ s}
                              $@.delete_if{|s| /^\\(eval\\):/ =~ s}
                            raise
                            end
                          end], __FILE__, __LINE__)

      if Shell::Filter.method_defined?(id)
        Shell.notify "warn: override definnition of Shell::Filter##{name}."
        Shell.notify "warn: alias Shell##{name} to Shell::Filter##{name}_org."
        Filter.module_eval "alias #{name}_org #{name}"
      end
      Shell.notify "method added: Shell::Filter##{name}.", Shell.debug?
      Filter.module_eval(%Q[def #{name}(*args, &block)
                            begin
                              self | @shell.__send__(:#{name}, *args, &block)
                            rescue Exception
                              $@.delete_if{|s| /:in `__getobj__'$/ =~ s}
                              $@.delete_if{|s| /^\\(eval\\):/ =~ s}
                            raise
                            end
                          end], __FILE__, __LINE__)
    end

    # sys_NAME for each program in the default system path
    def self.install_system_commands(pre = "sys_")
      defined_meth = {}
      for m in Shell.methods
        defined_meth[m] = true
      end
      sh = Shell.new
      for path in Shell.default_system_path
        next unless sh.directory? path
        sh.cd path
        sh.foreach do |cn|
          if !defined_meth[pre + cn] && sh.file?(cn) && sh.executable?(cn)
            command = (pre + cn).gsub(/\W/, "_").sub(/^([0-9])/, '_\1')
            begin
              def_system_command(command, sh.expand_path(cn))
            rescue
              Shell.notify "warn: Can't define #{command} path: #{cn}"
            end
            defined_meth[command] = command
          end
        end
      end
    end

    def self.def_builtin_commands(delegation_class, command_specs)
      for meth, args in command_specs
        call_args = args.collect {|arg|
          if /^\*(filename.*)$/ =~ arg
            "*#{$1}.collect{|fn| expand_path(fn)}"
          elsif /^filename/ =~ arg
            "expand_path(#{arg})"
          else
            arg
          end
        }
        line = __LINE__; eval %[
          def #{meth}(#{args.join(', ')})
            #{delegation_class}.#{meth}(#{call_args.join(', ')})
          end
        ], nil, __FILE__, line
      end
    end

    def self.install_builtin_commands
      # File, FileTest and ftools methods: [name, argument names]; arguments
      # named like files are expanded against the shell's directory
      file_commands = [
        ["atime", ["filename"]], ["basename", ["fn", "*opts"]],
        ["chmod", ["mode", "*filenames"]], ["chown", ["owner", "group", "*filename"]],
        ["ctime", ["filenames"]], ["delete", ["*filenames"]],
        ["dirname", ["filename"]], ["ftype", ["filename"]],
        ["join", ["*items"]], ["link", ["filename_old", "filename_new"]],
        ["lstat", ["filename"]], ["mtime", ["filename"]],
        ["readlink", ["filename"]], ["rename", ["filename_from", "filename_to"]],
        ["split", ["pathname"]], ["stat", ["filename"]],
        ["symlink", ["filename_old", "filename_new"]], ["truncate", ["filename", "length"]],
        ["utime", ["atime", "mtime", "*filenames"]]]

      filetest_commands = %w(blockdev? chardev? directory? executable?
        executable_real? exist? exists? file? grpowned? owned? pipe?
        readable? readable_real? setgid? setuid? size size? socket? sticky?
        symlink? writable? writable_real? zero?)

      ftools_commands = [
        ["syscopy", ["filename_from", "filename_to"]], ["copy", ["filename_from", "filename_to"]],
        ["move", ["filename_from", "filename_to"]], ["compare", ["filename_from", "filename_to"]],
        ["safe_unlink", ["*filenames"]], ["makedirs", ["*filenames"]],
        ["install", ["filename_from", "filename_to", "mode"]]]
      def_builtin_commands(File, file_commands)
      def_builtin_commands(FileTest,
        filetest_commands.collect {|m| [m, ["filename"]] } +
        [["identical?", ["filename1", "filename2"]]])
      def_builtin_commands(File, ftools_commands)
      alias_method :rm, :delete
      alias_method :cp, :copy
      alias_method :mv, :move
      alias_method :cmp, :compare
      alias_method :mkpath, :makedirs
      alias_method :rm_f, :safe_unlink
    end

    private

    def top_level_test(*args)
      Kernel.test(*args)
    end

    def effect_umask
      if @shell.umask
        Thread.critical = true
        save = File.umask
        begin
          umask = @shell.umask
          File.umask(umask)
          yield
        ensure
          File.umask(save)
          Thread.critical = false
        end
      else
        yield
      end
    end
  end
end
