# tempfile.rb - Tempfile: a File in Dir.tmpdir with a fresh name, removed
# when closed with close(true)/close!/unlink, or when it is collected.

require 'delegate'
require 'tmpdir'

class Tempfile < DelegateClass(File)
  MAX_TRY = 10
  @@cleanlist = []

  # Creates and opens (mode w+, 0600) a file named from +basename+ (a
  # String, or [prefix, suffix]) in +tmpdir+.
  def initialize(basename, tmpdir = Dir::tmpdir)
    if $SAFE > 0 && tmpdir.tainted?
      tmpdir = '/tmp'
    end
    lock = tmpname = nil
    n = failure = 0
    begin
      Thread.critical = true
      begin
        tmpname = File.join(tmpdir, make_tmpname(basename, n))
        lock = tmpname + '.lock'
        n += 1
      end while @@cleanlist.include?(tmpname) ||
        File.exist?(lock) || File.exist?(tmpname)
      Dir.mkdir(lock)
    rescue
      failure += 1
      retry if failure < MAX_TRY
      raise "cannot generate tempfile `%s'" % tmpname
    ensure
      Thread.critical = false
    end

    @data = [tmpname]
    @clean_proc = Tempfile.callback(@data)
    ObjectSpace.define_finalizer(self, @clean_proc)

    @tmpfile = File.open(tmpname, File::RDWR | File::CREAT | File::EXCL, 0600)
    @tmpname = tmpname
    @@cleanlist << @tmpname
    @data[1] = @tmpfile
    @data[2] = @@cleanlist

    super(@tmpfile)

    # the lock folder only guards the name while the file is made
    Dir.rmdir(lock)
  end

  def make_tmpname(basename, n)
    case basename
    when Array
      prefix, suffix = *basename
    else
      prefix, suffix = basename, ''
    end
    t = Time.now.strftime('%Y%m%d')
    "#{prefix}#{t}-#{$$}-#{rand(0x100000000).to_s(36)}-#{n}#{suffix}"
  end
  private :make_tmpname

  # Opens the file again (mode r+), at its start.
  def open
    @tmpfile.close if @tmpfile
    @tmpfile = File.open(@tmpname, 'r+')
    @data[1] = @tmpfile
    __setobj__(@tmpfile)
  end

  def _close
    @tmpfile.close if @tmpfile
    @tmpfile = nil
    @data[1] = nil if @data
  end
  protected :_close

  # Closes the file; removes it too if +unlink_now+.
  def close(unlink_now = false)
    if unlink_now
      close!
    else
      _close
    end
  end

  def close!
    _close
    @clean_proc.call
    ObjectSpace.undefine_finalizer(self)
    @data = @tmpname = nil
  end

  # Removes the file from the folder (it stays open).
  def unlink
    begin
      File.unlink(@tmpname)
    rescue Errno::ENOENT
    rescue Errno::EACCES
      # may not be able to unlink on Windows; just ignore
      return
    end
    @@cleanlist.delete(@tmpname)
    @data = @tmpname = nil
    ObjectSpace.undefine_finalizer(self)
  end
  alias delete unlink

  def path
    @tmpname
  end

  # The size of the file: flushed first; 0 once closed.
  def size
    if @tmpfile
      @tmpfile.flush
      @tmpfile.stat.size
    else
      0
    end
  end
  alias length size

  class << self
    # The finalizer: closes the file and removes it.
    def callback(data)
      pid = $$
      lambda {
        if pid == $$
          path, tmpfile, cleanlist = *data
          print "removing ", path, "..." if $DEBUG
          tmpfile.close if tmpfile
          if path && File.exist?(path)
            File.unlink(path)
          end
          cleanlist.delete(path) if cleanlist
          print "done\n" if $DEBUG
        end
      }
    end

    # Like new; with a block, yields the Tempfile, closes it, returns nil.
    def open(*args)
      tempfile = new(*args)
      if block_given?
        begin
          yield(tempfile)
        ensure
          tempfile.close
        end
        nil
      else
        tempfile
      end
    end
  end
end
