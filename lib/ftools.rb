# ftools.rb - file operations added to File: copy, move, compare,
# safe_unlink, makedirs, install (verbose ones report on $stderr).

class << File
  BUFSIZE = 8 * 1024

  # +to+, or from's basename inside +to+ when it is a folder.
  def catname(from, to)
    if directory? to
      join to.sub(%r([/\\]$), ''), basename(from)
    else
      to
    end
  end

  # Copies the bytes of +from+ to +to+ (a new file gets from's mode).
  def syscopy(from, to)
    to = catname(from, to)
    fmode = stat(from).mode
    tpath = to
    not_exist = !exist?(tpath)
    from = open(from, 'rb')
    to = open(to, 'wb')
    begin
      while true
        to.syswrite from.sysread(BUFSIZE)
      end
    rescue EOFError
      ret = true
    rescue
      ret = false
    ensure
      to.close
      from.close
    end
    chmod(fmode, tpath) if not_exist
    ret
  end

  def copy(from, to, verbose = false)
    $stderr.print from, ' -> ', catname(from, to), "\n" if verbose
    syscopy from, to
  end
  alias cp copy

  # Renames; across file systems, copies then removes.
  def move(from, to, verbose = false)
    to = catname(from, to)
    $stderr.print from, ' -> ', to, "\n" if verbose
    fstat = stat(from)
    begin
      rename from, to
    rescue
      from_stat = stat(from)
      syscopy from, to and unlink from
      utime(from_stat.atime, from_stat.mtime, to)
      begin
        chown(fstat.uid, fstat.gid, to)
      rescue
      end
    end
  end
  alias mv move

  # Whether the two files have the same bytes.
  def compare(from, to, verbose = false)
    $stderr.print from, ' <=> ', to, "\n" if verbose
    return false if stat(from).size != stat(to).size
    from = open(from, 'rb')
    to = open(to, 'rb')
    ret = false
    fr = tr = ''
    begin
      while fr == tr
        fr = from.read(BUFSIZE)
        if fr
          tr = to.read(fr.size)
        else
          ret = to.read(BUFSIZE)
          ret = !ret || ret.length == 0
          break
        end
      end
    rescue
      ret = false
    ensure
      to.close
      from.close
    end
    ret
  end
  alias cmp compare

  # Removes files, making read-only ones writable first; a last argument
  # that is not a String is the verbose flag.
  def safe_unlink(*files)
    verbose = if files[-1].is_a? String then false else files.pop end
    files.each do |file|
      begin
        unlink file
        $stderr.print 'removing ', file, "\n" if verbose
      rescue Errno::EACCES # for Windows
        continue if symlink? file
        begin
          mode = stat(file).mode
          o_chmod mode | 0200, file
          unlink file
          $stderr.print 'removing ', file, "\n" if verbose
        rescue
          o_chmod mode, file rescue nil
        end
      rescue
      end
    end
  end
  alias rm_f safe_unlink

  # Makes the folders and their missing parents.
  def makedirs(*dirs)
    verbose = if dirs[-1].is_a? String then false else dirs.pop end
    mode = 0755
    for dir in dirs
      parent = dirname(dir)
      next if parent == dir or directory? dir
      makedirs parent unless directory? parent
      $stderr.print 'mkdir ', dir, "\n" if verbose
      if basename(dir) != ''
        begin
          Dir.mkdir dir, mode
        rescue SystemCallError
          raise unless directory? dir
        end
      end
    end
  end
  alias mkpath makedirs

  alias o_chmod chmod

  vsave, $VERBOSE = $VERBOSE, false
  def chmod(mode, *files)
    verbose = if files[-1].is_a? String then false else files.pop end
    $stderr.printf "chmod %04o %s\n", mode, files.join(' ') if verbose
    o_chmod mode, *files
  end
  $VERBOSE = vsave

  # Copies +from+ to +to+ unless equal, then sets +mode+.
  def install(from, to, mode = nil, verbose = false)
    to = catname(from, to)
    unless exist? to and cmp from, to
      safe_unlink to if exist? to
      cp from, to, verbose
      chmod mode, to, verbose if mode
    end
  end
end
