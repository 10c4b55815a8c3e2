# tmpdir.rb - Dir.tmpdir (the folder for temporary files) and Dir.mktmpdir.

require 'fileutils' # loaded with tmpdir, as 1.8.7 does

class Dir
  @@systmpdir = '/tmp'

  # The first of $TMPDIR, $TMP, $TEMP, the system's, /tmp, that is a
  # writable folder (only the system's under $SAFE > 0).
  def Dir::tmpdir
    tmp = '.'
    if $SAFE > 0
      tmp = @@systmpdir
    else
      for dir in [ENV['TMPDIR'], ENV['TMP'], ENV['TEMP'], @@systmpdir, '/tmp']
        if dir && File.directory?(dir) && File.writable?(dir)
          tmp = dir
          break
        end
      end
      File.expand_path(tmp)
    end
  end

  # Makes a fresh folder named prefix + date-pid-random + suffix in +tmpdir+;
  # with a block, yields its path and removes it afterwards.
  def Dir.mktmpdir(prefix_suffix = nil, tmpdir = nil)
    case prefix_suffix
    when nil
      prefix = 'd'
      suffix = ''
    when String
      prefix = prefix_suffix
      suffix = ''
    when Array
      prefix = prefix_suffix[0]
      suffix = prefix_suffix[1]
    else
      raise ArgumentError, "unexpected prefix_suffix: #{prefix_suffix.inspect}"
    end
    tmpdir ||= Dir.tmpdir
    t = Time.now.strftime('%Y%m%d')
    n = nil
    begin
      path = "#{tmpdir}/#{prefix}#{t}-#{$$}-#{rand(0x100000000).to_s(36)}"
      path << "-#{n}" if n
      path << suffix
      Dir.mkdir(path, 0700)
    rescue Errno::EEXIST
      n ||= 0
      n += 1
      retry
    end

    if block_given?
      begin
        yield path
      ensure
        FileUtils.remove_entry_secure path
      end
    else
      path
    end
  end
end
