# tracer.rb - prints each line executed and each call and return, as
#   #THREAD:FILE:LINE:CLASS:EVENT: SOURCE LINE
# (EVENT: - line, > call, < return, C class, E end).
#
#   ruby -rtracer script.rb
#   Tracer.on { ... }

class Tracer
  class << self
    attr :verbose, true
    alias verbose? verbose
    attr :stdout, true
  end

  EVENT_SYMBOL = {
    "line" => "-",
    "call" => ">",
    "return" => "<",
    "class" => "C",
    "end" => "E",
    "c-call" => ">",
    "c-return" => "<",
  }

  def initialize
    @threads = Hash.new
    if defined? Thread.main
      @threads[Thread.main.object_id] = 0
    else
      @threads[Thread.current.object_id] = 0
    end
    @get_line_procs = {}
    @filters = []
  end

  def stdout
    Tracer.stdout
  end

  def on
    if block_given?
      on
      begin
        yield
      ensure
        off
      end
    else
      set_trace_func method(:trace_func).to_proc
      stdout.print "Trace on\n" if Tracer.verbose?
    end
  end

  def off
    set_trace_func nil
    stdout.print "Trace off\n" if Tracer.verbose?
  end

  # The filter gets the trace_func arguments; false leaves the event out.
  # A block is taken with a bare proc, which warns as 1.8.7's does.
  def add_filter(p = proc)
    @filters.push(p)
  end

  # p.call(line) gives the source lines of file
  def set_get_line_procs(file, p = proc)
    @get_line_procs[file] = p
  end

  def get_line(file, line)
    if p = @get_line_procs[file]
      return p.call(line)
    end
    unless list = SCRIPT_LINES__[file]
      begin
        f = open(file)
        begin
          SCRIPT_LINES__[file] = list = f.readlines
        ensure
          f.close
        end
      rescue
        SCRIPT_LINES__[file] = list = []
      end
    end
    if l = list[line - 1]
      l
    else
      "-\n"
    end
  end

  def get_thread_no
    if no = @threads[Thread.current.object_id]
      no
    else
      @threads[Thread.current.object_id] = @threads.size
    end
  end

  def trace_func(event, file, line, id, binding, klass, *)
    return if file == __FILE__
    for p in @filters
      return unless p.call event, file, line, id, binding, klass
    end
    saved_crit = Thread.critical
    Thread.critical = true
    stdout.printf("#%d:%s:%d:%s:%s: %s",
                  get_thread_no, file, line, klass || '',
                  EVENT_SYMBOL[event], get_line(file, line))
    Thread.critical = saved_crit
  end

  Single = new

  def Tracer.on
    if block_given?
      Single.on { yield }
    else
      Single.on
    end
  end

  def Tracer.off
    Single.off
  end

  def Tracer.set_get_line_procs(file_name, p = proc)
    Single.set_get_line_procs(file_name, p)
  end

  def Tracer.add_filter(p = proc)
    Single.add_filter(p)
  end
end

Tracer.stdout = STDOUT
Tracer.verbose = false

SCRIPT_LINES__ = {} unless defined? SCRIPT_LINES__

if $0 == __FILE__
  # ruby tracer.rb script args...
  $0 = ARGV[0]
  ARGV.shift
  Tracer.on
  require $0
elsif caller(0).size == 1
  # ruby -rtracer script
  Tracer.on
end
