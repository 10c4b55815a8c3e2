# benchmark.rb - measuring and reporting the time used to run Ruby code.

module Benchmark
  BENCHMARK_VERSION = "2002-04-25"

  CAPTION = "      user     system      total        real\n"
  FMTSTR = "%10.6u %10.6y %10.6t %10.6r\n"

  def Benchmark.times
    Process.times
  end

  module_function

  def benchmark(caption = "", label_width = nil, fmtstr = nil, *labels)
    sync = STDOUT.sync
    STDOUT.sync = true
    label_width ||= 0
    fmtstr ||= FMTSTR
    raise ArgumentError, "no block" unless block_given?
    print caption
    results = yield(Report.new(label_width, fmtstr))
    if Array === results
      results.grep(Tms).each do |t|
        lab = labels.shift
        print((lab || t.label || "").ljust(label_width), t.format(fmtstr))
      end
    end
    STDOUT.sync = sync
  end

  def bm(label_width = 0, *labels, &blk)
    benchmark(" " * label_width + CAPTION, label_width, FMTSTR, *labels, &blk)
  end

  def bmbm(width = 0, &blk)
    job = Job.new(width)
    yield(job)
    width = job.width + 1
    sync = STDOUT.sync
    STDOUT.sync = true

    # rehearsal
    puts 'Rehearsal '.ljust(width + CAPTION.length, '-')
    ets = job.list.inject(Tms.new) { |sum, (label, item)|
      print label.ljust(width)
      res = Benchmark.measure(&item)
      print res.format
      sum + res
    }.format("total: %tsec")
    print " #{ets}\n\n".rjust(width + CAPTION.length + 2, '-')

    # take
    print ' ' * width + CAPTION
    list = []
    job.list.each do |label, item|
      GC.start
      print label.ljust(width)
      res = Benchmark.measure(label, &item)
      print res.format
      list << res
    end
    STDOUT.sync = sync
    list
  end

  def measure(label = "")
    t0, r0 = Benchmark.times, Time.now
    yield
    t1, r1 = Benchmark.times, Time.now
    Benchmark::Tms.new(t1.utime - t0.utime,
                       t1.stime - t0.stime,
                       t1.cutime - t0.cutime,
                       t1.cstime - t0.cstime,
                       r1.to_f - r0.to_f,
                       label)
  end

  def realtime
    r0 = Time.now
    yield
    Time.now.to_f - r0.to_f
  end

  class Job
    def initialize(width)
      @width = width
      @list = []
    end

    def item(label = "", &blk)
      raise ArgumentError, "no block" unless block_given?
      label = label.to_s
      @width = label.length if @width < label.length
      @list << [label, blk]
      self
    end
    alias report item

    attr_reader :list, :width
  end

  class Report
    def initialize(width = 0, fmtstr = nil)
      @width, @fmtstr = width, fmtstr
    end

    def item(label = "", *fmt, &blk)
      print label.to_s.ljust(@width)
      res = Benchmark.measure(label, &blk)
      print res.format(@fmtstr, *fmt)
      res
    end
    alias report item
  end

  class Tms
    CAPTION = Benchmark::CAPTION
    FMTSTR = Benchmark::FMTSTR

    attr_reader :utime, :stime, :cutime, :cstime, :real, :total, :label

    def initialize(u = 0.0, s = 0.0, cu = 0.0, cs = 0.0, real = 0.0, l = nil)
      @utime, @stime, @cutime, @cstime, @real, @label = u, s, cu, cs, real, l
      @total = @utime + @stime + @cutime + @cstime
    end

    def add(&blk)
      self + Benchmark.measure(&blk)
    end

    def add!(&blk)
      t = Benchmark.measure(&blk)
      @utime = utime + t.utime
      @stime = stime + t.stime
      @cutime = cutime + t.cutime
      @cstime = cstime + t.cstime
      @real = real + t.real
      @total = @utime + @stime + @cutime + @cstime
      self
    end

    def +(other); memberwise(:+, other) end
    def -(other); memberwise(:-, other) end
    def *(x); memberwise(:*, x) end
    def /(x); memberwise(:/, x) end

    def format(arg0 = nil, *args)
      fmtstr = (arg0 || FMTSTR).dup
      fmtstr.gsub!(/(%[-+\.\d]*)n/) { "#{$1}s" % label }
      fmtstr.gsub!(/(%[-+\.\d]*)u/) { "#{$1}f" % utime }
      fmtstr.gsub!(/(%[-+\.\d]*)y/) { "#{$1}f" % stime }
      fmtstr.gsub!(/(%[-+\.\d]*)U/) { "#{$1}f" % cutime }
      fmtstr.gsub!(/(%[-+\.\d]*)Y/) { "#{$1}f" % cstime }
      fmtstr.gsub!(/(%[-+\.\d]*)t/) { "#{$1}f" % total }
      fmtstr.gsub!(/(%[-+\.\d]*)r/) { "(#{$1}f)" % real }
      arg0 ? Kernel.format(fmtstr, *args) : fmtstr
    end

    def to_s
      format
    end

    def to_a
      [label, utime, stime, cutime, cstime, real]
    end

    protected

    def memberwise(op, x)
      case x
      when Benchmark::Tms
        Benchmark::Tms.new(utime.__send__(op, x.utime),
                           stime.__send__(op, x.stime),
                           cutime.__send__(op, x.cutime),
                           cstime.__send__(op, x.cstime),
                           real.__send__(op, x.real))
      else
        Benchmark::Tms.new(utime.__send__(op, x),
                           stime.__send__(op, x),
                           cutime.__send__(op, x),
                           cstime.__send__(op, x),
                           real.__send__(op, x))
      end
    end
  end
end
