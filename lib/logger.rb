# logger.rb - Logger: a simple logging utility writing severity-tagged
# messages to an IO or a file.

require 'monitor'

class Logger
  VERSION = "1.2.6"
  ProgName = "logger.rb/1.2.6"

  class Error < RuntimeError; end
  class ShiftingError < Error; end

  module Severity
    DEBUG = 0
    INFO = 1
    WARN = 2
    ERROR = 3
    FATAL = 4
    UNKNOWN = 5
  end
  include Severity

  attr_accessor :level, :progname, :formatter
  alias sev_threshold level
  alias sev_threshold= level=

  def datetime_format=(datetime_format)
    @default_formatter.datetime_format = datetime_format
  end

  def datetime_format
    @default_formatter.datetime_format
  end

  def debug?; @level <= DEBUG; end
  def info?;  @level <= INFO;  end
  def warn?;  @level <= WARN;  end
  def error?; @level <= ERROR; end
  def fatal?; @level <= FATAL; end

  # Logger.new(name_or_io, shift_age = 7, shift_size = 1048576)
  def initialize(logdev, shift_age = 0, shift_size = 1048576)
    @progname = nil
    @level = DEBUG
    @default_formatter = Formatter.new
    @formatter = nil
    @logdev = nil
    if logdev
      @logdev = LogDevice.new(logdev, :shift_age => shift_age,
                              :shift_size => shift_size)
    end
  end

  # Logs message (or the block's value, or progname) at severity.
  # Returns true.
  def add(severity, message = nil, progname = nil, &block)
    severity ||= UNKNOWN
    if @logdev.nil? or severity < @level
      return true
    end
    progname ||= @progname
    if message.nil?
      if block_given?
        message = yield
      else
        message = progname
        progname = @progname
      end
    end
    @logdev.write(
      format_message(format_severity(severity), Time.now, progname, message))
    true
  end
  alias log add

  def <<(msg)
    unless @logdev.nil?
      @logdev.write(msg)
    end
  end

  def debug(progname = nil, &block);   add(DEBUG, nil, progname, &block);   end
  def info(progname = nil, &block);    add(INFO, nil, progname, &block);    end
  def warn(progname = nil, &block);    add(WARN, nil, progname, &block);    end
  def error(progname = nil, &block);   add(ERROR, nil, progname, &block);   end
  def fatal(progname = nil, &block);   add(FATAL, nil, progname, &block);   end
  def unknown(progname = nil, &block); add(UNKNOWN, nil, progname, &block); end

  def close
    @logdev.close if @logdev
  end

  private

  SEV_LABEL = %w(DEBUG INFO WARN ERROR FATAL ANY)

  def format_severity(severity)
    SEV_LABEL[severity] || 'ANY'
  end

  def format_message(severity, datetime, progname, msg)
    (@formatter || @default_formatter).call(severity, datetime, progname, msg)
  end

  class Formatter
    Format = "%s, [%s#%d] %5s -- %s: %s\n"

    attr_accessor :datetime_format

    def initialize
      @datetime_format = nil
    end

    def call(severity, time, progname, msg)
      Format % [severity[0, 1], format_datetime(time), $$, severity, progname,
                msg2str(msg)]
    end

    private

    def format_datetime(time)
      if @datetime_format.nil?
        time.strftime("%Y-%m-%dT%H:%M:%S.") << "%06d " % time.usec
      else
        time.strftime(@datetime_format)
      end
    end

    def msg2str(msg)
      case msg
      when ::String
        msg
      when ::Exception
        "#{msg.message} (#{msg.class})\n" << (msg.backtrace || []).join("\n")
      else
        msg.inspect
      end
    end
  end

  class LogDevice
    attr_reader :dev, :filename

    SiD = 24 * 60 * 60

    # writes (and shifts) go one at a time
    class LogDeviceMutex
      include MonitorMixin
    end

    def initialize(log = nil, opt = {})
      @dev = @filename = @shift_age = @shift_size = nil
      @mutex = LogDeviceMutex.new
      if log.respond_to?(:write) and log.respond_to?(:close)
        @dev = log
      else
        # (a name that is no String fails in FileTest.exist?, as 1.8.7)
        @dev = open_logfile(log)
        @dev.sync = true
        @filename = log
        @shift_age = opt[:shift_age] || 7
        @shift_size = opt[:shift_size] || 1048576
      end
    end

    def write(message)
      @mutex.synchronize do
        shift_log if @filename
        @dev.write(message)
      end
    end

    def close
      @dev.close rescue nil
    end

    private

    def open_logfile(filename)
      if FileTest.exist?(filename)
        File.open(filename, File::WRONLY | File::APPEND)
      else
        create_logfile(filename)
      end
    end

    def create_logfile(filename)
      logdev = File.open(filename, File::WRONLY | File::APPEND | File::CREAT)
      logdev.sync = true
      add_log_header(logdev)
      logdev
    end

    def add_log_header(file)
      file.write(
        "# Logfile created on %s by %s\n" % [Time.now.to_s, Logger::ProgName])
    end

    # An Integer age keeps that many old files (name.0 newest) and shifts
    # once the file outgrows shift_size; daily/weekly/monthly shift when
    # the file was last written before the current period (the old file is
    # named for the end of the previous period).
    def shift_log
      if @shift_age.kind_of?(Integer)
        shift_log_age if @shift_age > 0 && @dev.stat.size > @shift_size
      elsif (period_end = previous_period_end(Time.now))
        shift_log_period(period_end) if @dev.stat.mtime <= period_end
      end
    end

    # the last second of the period before now's (nil for an unknown period)
    def previous_period_end(now)
      case @shift_age
      when /\Adaily\z/ then eod(now - SiD)
      when /\Aweekly\z/ then eod(now - (now.wday + 1) * SiD)
      when /\Amonthly\z/ then eod(now - now.mday * SiD)
      end
    end

    def eod(t)
      Time.mktime(t.year, t.month, t.mday, 23, 59, 59)
    end

    def shift_log_age
      (@shift_age - 3).downto(0) do |i|
        old = "#{@filename}.#{i}"
        File.rename(old, "#{@filename}.#{i + 1}") if FileTest.exist?(old)
      end
      reopen_after { File.rename(@filename, "#{@filename}.0") }
    end

    def shift_log_period(period_end)
      age_file = "#{@filename}.#{period_end.strftime('%Y%m%d')}"
      if FileTest.exist?(age_file)
        raise Logger::ShiftingError, "Shifting failed. '#{age_file}' already exists."
      end
      reopen_after { File.rename(@filename, age_file) }
    end

    def reopen_after
      @dev.close
      yield
      @dev = create_logfile(@filename)
    end
  end

  # A program logging its start, end and any exception to a Logger; a
  # subclass defines run, whose value start returns (-1 after an exception).
  class Application
    include Logger::Severity

    attr_reader :appname
    attr_reader :logdev

    def initialize(appname = nil)
      @appname = appname
      @log = Logger.new(STDERR)
      @log.progname = @appname
      @level = @log.level
    end

    def start
      status = -1
      begin
        log(INFO, "Start of #{@appname}.")
        status = run
      rescue
        log(FATAL, "Detected an exception. Stopping ... #{$!} (#{$!.class})\n" << $@.join("\n"))
      ensure
        log(INFO, "End of #{@appname}. (status: #{status})")
      end
      status
    end

    def set_log(logdev, shift_age = 0, shift_size = 1024000)
      @log = Logger.new(logdev, shift_age, shift_size)
      @log.progname = @appname
      @log.level = @level
      self
    end

    def log=(logdev)
      set_log(logdev)
    end

    def level=(level)
      @level = level
      @log.level = @level
    end

    def log(severity, message = nil, &block)
      @log.add(severity, message, @appname, &block) if @log
    end

    private

    def run
      raise RuntimeError, 'Method run must be defined in the derived class.'
    end
  end
end
