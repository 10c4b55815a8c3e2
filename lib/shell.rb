# shell.rb - Shell: shell-like commands in Ruby
#
#   sh = Shell.new
#   sh.cd("/tmp")
#   Shell.def_system_command("sort")
#   (sh.cat("data") | sh.sort("-r")) > "sorted"
#   sh.transact { glob("*.rb").to_a }
#
# The commands answer Shell::Filter objects (Enumerable over records ending
# with the record separator) that pipe into each other.
require "e2mmap"
require "thread"

require "shell/error"
require "shell/command-processor"
require "shell/process-controller"

class Shell
  @RCS_ID = '$Id: shell.rb written for this interpreter $'

  include Error
  extend Exception2MessageMapper

  @verbose = true
  @debug = false

  class << self
    attr :cascade, true
    attr :debug, true
    attr :verbose, true

    alias verbose? verbose
    alias debug? debug

    # a new shell in path
    def cd(path)
      sh = new
      sh.cd path
      sh
    end

    def default_system_path
      if @default_system_path
        @default_system_path
      else
        ENV["PATH"].split(":")
      end
    end

    def default_system_path=(path)
      @default_system_path = path
    end

    def default_record_separator
      if @default_record_separator
        @default_record_separator
      else
        $/
      end
    end

    def default_record_separator=(rs)
      @default_record_separator = rs
    end
  end

  def initialize
    @cwd = Dir.pwd
    @dir_stack = []
    @umask = nil

    @system_path = Shell.default_system_path
    @record_separator = Shell.default_record_separator

    @command_processor = CommandProcessor.new(self)
    @process_controller = ProcessController.new(self)

    @verbose = Shell.verbose
    @debug = Shell.debug
  end

  attr_reader :system_path

  def system_path=(path)
    @system_path = path
    rehash
  end

  attr :umask, true
  attr :record_separator, true

  attr :verbose, true
  attr :debug, true

  def debug=(val)
    @debug = val
    @verbose = val if val
  end

  alias verbose? verbose
  alias debug? debug

  attr_reader :command_processor
  attr_reader :process_controller

  def expand_path(path)
    File.expand_path(path, @cwd)
  end

  def cwd
    @cwd
  end
  alias pwd cwd
  alias getwd cwd
  alias dir cwd

  def dir_stack
    @dir_stack
  end
  alias dirs dir_stack

  # changes the directory (for the block only when given one)
  def chdir(path = nil, verbose = @verbose)
    check_point

    if iterator?
      notify("chdir(with block) #{path}") if verbose && @debug
      cwd_old = @cwd
      begin
        chdir(path, nil)
        yield
      ensure
        chdir(cwd_old, nil)
      end
    else
      notify("chdir #{path}") if verbose && @debug
      path = "~" unless path
      @cwd = expand_path(path)
      notify "current dir: #{@cwd}"
      rehash
      self
    end
  end
  alias cd chdir

  def pushdir(path = nil, verbose = @verbose)
    check_point

    if iterator?
      notify("pushdir(with block) #{path}") if verbose && @debug
      pushdir(path, nil)
      begin
        yield
      ensure
        popdir
      end
    elsif path
      notify("pushdir #{path}") if verbose && @debug
      @dir_stack.push @cwd
      chdir(path, nil)
      notify "dir stack: [#{@dir_stack.join ', '}]"
      self
    else
      notify("pushdir") if verbose && @debug
      if pop = @dir_stack.pop
        @dir_stack.push @cwd
        chdir pop
        notify "dir stack: [#{@dir_stack.join ', '}]"
        self
      else
        Shell::Error.Fail DirStackEmpty
      end
    end
  end
  alias pushd pushdir

  def popdir
    check_point

    notify("popdir") if @debug
    if pop = @dir_stack.pop
      chdir pop
      notify "dir stack: [#{@dir_stack.join ', '}]"
      self
    else
      Shell::Error.Fail DirStackEmpty
    end
  end
  alias popd popdir

  def jobs
    @process_controller.jobs
  end

  def kill(sig, command)
    @process_controller.kill_job(sig, command)
  end

  def Shell.def_system_command(command, path = command)
    CommandProcessor.def_system_command(command, path)
  end

  def Shell.undef_system_command(command)
    CommandProcessor.undef_system_command(command)
  end

  def Shell.alias_command(ali, command, *opts, &block)
    CommandProcessor.alias_command(ali, command, *opts, &block)
  end

  def Shell.unalias_command(ali)
    CommandProcessor.unalias_command(ali)
  end

  def Shell.install_system_commands(pre = "sys_")
    CommandProcessor.install_system_commands(pre)
  end

  def inspect
    if debug.kind_of?(Integer) && debug > 2
      super
    else
      to_s
    end
  end

  # prints "shell: " and the lines of opts when verbose (the last argument
  # may be the condition instead of verbose?)
  def self.notify(*opts, &block)
    Thread.exclusive do
      if opts[-1].kind_of?(String)
        yorn = verbose?
      else
        yorn = opts.pop
      end
      return unless yorn

      head = true
      print opts.collect {|mes|
        mes = mes.dup
        yield mes if iterator?
        if head
          head = false
          "shell: " + mes
        else
          "       " + mes
        end
      }.join("\n") + "\n"
    end
  end

  CommandProcessor.initialize
  CommandProcessor.run_config
end
