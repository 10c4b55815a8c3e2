# pathname.rb - Pathname: an object-oriented file path, with path
# arithmetic done on the string and file queries delegated to File, Dir
# and FileTest.

class Pathname
  # the conversion a path-like argument answers to (1.8 names it to_str)
  TO_PATH = :to_str
  SAME_PATHS = proc { |a, b| a == b }
  SEPARATOR_PAT = /\//

  def initialize(path)
    path = path.__send__(TO_PATH) if path.respond_to?(TO_PATH)
    @path = path.dup
    if /\0/ =~ @path
      raise ArgumentError, "pathname contains \\0: #{@path.inspect}"
    end
    self.taint if @path.tainted?
  end

  def freeze; super; @path.freeze; self; end
  def taint; super; @path.taint; self; end
  def untaint; super; @path.untaint; self; end

  def ==(other)
    return false unless Pathname === other
    other.to_s == @path
  end
  alias === ==
  alias eql? ==

  def <=>(other)
    return nil unless Pathname === other
    @path.tr('/', "\0") <=> other.to_s.tr('/', "\0")
  end

  def hash
    @path.hash
  end

  def to_s
    @path.dup
  end
  alias_method TO_PATH, :to_s

  def inspect
    "#<#{self.class}:#{@path}>"
  end

  def sub(pattern, *rest, &block)
    if block
      # the block sees the match in $~ and $&, as 1.8.7's
      set_match = eval("lambda { |m| $~ = m }", block)
      self.class.new(@path.sub(pattern, *rest) { |*a| set_match.call($~); block.call(*a) })
    else
      self.class.new(@path.sub(pattern, *rest))
    end
  end

  # [the text before the last name, the last name], or nil when no name
  # is left (a root or "")
  def chop_basename(path)
    base = File.basename(path)
    return nil if /\A#{SEPARATOR_PAT}?\z/o =~ base
    [path[0, path.rindex(base)], base]
  end

  # [the root prefix ("/", "//" ... or ""), the names after it]
  def split_names(path)
    names = []
    while r = chop_basename(path)
      path, base = r
      names.unshift base
    end
    [path, names]
  end

  # relpath put after prefix (what split_names left): one slash after a root
  def prepend_prefix(prefix, relpath)
    return File.dirname(prefix) if relpath.empty?
    if /#{SEPARATOR_PAT}/o =~ prefix
      prefix = File.dirname(prefix)
      prefix = File.join(prefix, '') if File.basename(prefix + 'a') != 'a'
    end
    prefix + relpath
  end

  def has_trailing_separator?(path)
    r = chop_basename(path) or return false
    pre, base = r
    pre.length + base.length < path.length
  end

  def add_trailing_separator(path)
    File.basename(path + 'a') == 'a' ? path : File.join(path, '')
  end

  # "a//" gives "a", a root of several slashes "/"
  def del_trailing_separator(path)
    if r = chop_basename(path)
      r[0] + r[1]
    elsif /#{SEPARATOR_PAT}+\z/o =~ path
      $` + $&[0, 1]
    else
      path
    end
  end
  private :chop_basename, :split_names, :prepend_prefix,
          :has_trailing_separator?, :add_trailing_separator, :del_trailing_separator

  def cleanpath(consider_symlink = false)
    consider_symlink ? cleanpath_conservative : cleanpath_aggressive
  end

  # names read from the end: ".." takes the name before it away
  def cleanpath_aggressive
    names = []
    pre = @path
    while r = chop_basename(pre)
      pre, base = r
      next if base == '.'
      if base != '..' && names.first == '..'
        names.shift
      else
        names.unshift base
      end
    end
    # above a root (what split_names leaves), ".." stays at the root
    names.shift while names.first == '..' if /#{SEPARATOR_PAT}/o =~ File.basename(pre)
    self.class.new(prepend_prefix(pre, File.join(*names)))
  end

  # only "." names and extra slashes go: through a symlink "a/.." need not
  # be "."; a trailing "/." or "/" stays
  def cleanpath_conservative
    names = []
    pre = @path
    while r = chop_basename(pre)
      pre, base = r
      names.unshift base if base != '.'
    end
    # above a root (what split_names leaves), ".." stays at the root
    names.shift while names.first == '..' if /#{SEPARATOR_PAT}/o =~ File.basename(pre)
    return self.class.new(File.dirname(pre)) if names.empty?
    names << '.' if names.last != '..' && File.basename(@path) == '.'
    result = prepend_prefix(pre, File.join(*names))
    if /\A\.\.?\z/ !~ names.last && has_trailing_separator?(@path)
      result = add_trailing_separator(result)
    end
    self.class.new(result)
  end
  private :cleanpath_aggressive, :cleanpath_conservative

  def root?
    !!(%r{\A/+\z} =~ @path)
  end

  def absolute?
    @path[0, 1] == '/'
  end

  def relative?
    !absolute?
  end

  def mountpoint?
    begin
      stat1 = self.lstat
      stat2 = self.parent.lstat
      stat1.dev != stat2.dev || stat1.ino == stat2.ino
    rescue Errno::ENOENT
      false
    end
  end

  def each_filename
    names = split_names(@path)[1]
    # (no names: nothing yielded, so no block needed, as 1.8.7)
    raise LocalJumpError, "no block given" unless block_given? || names.empty?
    names.each { |f| yield f }
    nil
  end

  def descend
    vs = []
    ascend { |v| vs << v }
    vs.reverse_each { |v| yield v }
    nil
  end

  def ascend
    path = @path
    yield self
    while r = chop_basename(path)
      path, = r
      break if path.empty?
      yield self.class.new(del_trailing_separator(path))
    end
  end

  def +(other)
    other = Pathname.new(other) unless Pathname === other
    Pathname.new(plus(@path, other.to_s))
  end

  # path2 taken relative to path1: a leading ".." of path2 takes back a
  # name of path1 (its "." names are skipped); the text of both is kept
  # as written (path1 up to its last kept name, path2 from its first)
  def plus(path1, path2)
    prefix2 = path2
    index2 = []
    names2 = []
    while r = chop_basename(prefix2)
      prefix2, base = r
      index2.unshift prefix2.length
      names2.unshift base
    end
    return path2 if prefix2 != ''
    prefix1 = path1
    while true
      while names2.first == '.'
        index2.shift
        names2.shift
      end
      r1 = chop_basename(prefix1) or break
      prefix1, base1 = r1
      next if base1 == '.'
      if base1 == '..' || names2.first != '..'
        prefix1 += base1
        break
      end
      index2.shift
      names2.shift
    end
    named1 = chop_basename(prefix1)
    if !named1 && /#{SEPARATOR_PAT}/o =~ File.basename(prefix1)
      while names2.first == '..'
        index2.shift
        names2.shift
      end
    end
    return(named1 ? prefix1 : File.dirname(prefix1)) if names2.empty?
    suffix2 = path2[index2.first..-1]
    named1 ? File.join(prefix1, suffix2) : prefix1 + suffix2
  end
  private :plus

  def join(*args)
    args.unshift self
    result = args.pop
    result = Pathname.new(result) unless Pathname === result
    return result if result.absolute?
    args.reverse_each { |arg|
      arg = Pathname.new(arg) unless Pathname === arg
      result = arg + result
      return result if result.absolute?
    }
    result
  end

  def parent
    self + '..'
  end

  def children(with_directory = true)
    with_directory = false if @path == '.'
    result = []
    Dir.foreach(@path) { |e|
      next if e == '.' || e == '..'
      if with_directory
        result << self.class.new(File.join(@path, e))
      else
        result << self.class.new(e)
      end
    }
    result
  end

  def relative_path_from(base_directory)
    dest_directory = cleanpath.to_s
    base_directory = base_directory.cleanpath.to_s
    dest_prefix, dest_names = split_names(dest_directory)
    base_prefix, base_names = split_names(base_directory)
    unless SAME_PATHS[dest_prefix, base_prefix]
      raise ArgumentError, "different prefix: #{dest_prefix.inspect} and #{base_directory.inspect}"
    end
    while !dest_names.empty? && !base_names.empty? &&
        SAME_PATHS[dest_names.first, base_names.first]
      dest_names.shift
      base_names.shift
    end
    dest_names.delete('.')
    base_names.delete('.')
    if base_names.include?('..')
      raise ArgumentError, "base_directory has ..: #{base_directory.inspect}"
    end
    names = ['..'] * base_names.size + dest_names
    names.empty? ? Pathname.new('.') : Pathname.new(File.join(*names))
  end

  # the path with every symlink, "." and ".." resolved (ELOOP on a cycle)
  def realpath
    prefix, names = split_names(@path)
    if prefix == ''
      prefix, cwd_names = split_names(Dir.pwd)
      names = cwd_names + names
    end
    prefix, *names = realpath_rec(prefix, names, {})
    self.class.new(prepend_prefix(prefix, File.join(*names)))
  end

  # resolves the names unresolved under prefix; seen maps each path met to
  # its [prefix, *names] (or :resolving while its link is followed)
  def realpath_rec(prefix, unresolved, seen)
    resolved = []
    until unresolved.empty?
      name = unresolved.shift
      next if name == '.'
      if name == '..'
        resolved.pop
        next
      end
      path = prepend_prefix(prefix, File.join(*(resolved + [name])))
      if seen.include?(path)
        raise Errno::ELOOP.new(path) if seen[path] == :resolving
        prefix, *resolved = seen[path]
      elsif File.lstat(path).symlink?
        seen[path] = :resolving
        link_prefix, link_names = split_names(File.readlink(path))
        if link_prefix == ''
          prefix, *resolved = seen[path] = realpath_rec(prefix, resolved + link_names, seen)
        else
          prefix, *resolved = seen[path] = realpath_rec(link_prefix, link_names, seen)
        end
      else
        resolved << name
        seen[path] = [prefix, *resolved]
      end
    end
    [prefix, *resolved]
  end
  private :realpath_rec

  def basename(*args) self.class.new(File.basename(@path, *args)) end
  def dirname() self.class.new(File.dirname(@path)) end
  def extname() File.extname(@path) end
  def expand_path(*args) self.class.new(File.expand_path(@path, *args)) end
  def split() File.split(@path).map { |f| self.class.new(f) } end

  # IO
  def each_line(*args, &block) IO.foreach(@path, *args, &block) end
  def read(*args) IO.read(@path, *args) end
  def readlines(*args) IO.readlines(@path, *args) end
  def sysopen(*args) IO.sysopen(@path, *args) end

  # File
  def atime() File.atime(@path) end
  def ctime() File.ctime(@path) end
  def mtime() File.mtime(@path) end
  def chmod(mode) File.chmod(mode, @path) end
  def lchmod(mode) File.lchmod(mode, @path) end
  def chown(owner, group) File.chown(owner, group, @path) end
  def lchown(owner, group) File.lchown(owner, group, @path) end
  def fnmatch(pattern, *args) File.fnmatch(pattern, @path, *args) end
  alias fnmatch? fnmatch
  def ftype() File.ftype(@path) end
  def make_link(old) File.link(old, @path) end
  def open(*args, &block) File.open(@path, *args, &block) end
  def readlink() self.class.new(File.readlink(@path)) end
  def rename(to) File.rename(@path, to.to_s) end
  def stat() File.stat(@path) end
  def lstat() File.lstat(@path) end
  def make_symlink(old) File.symlink(old, @path) end
  def truncate(length) File.truncate(@path, length) end
  def utime(atime, mtime) File.utime(atime, mtime, @path) end

  # FileTest
  def blockdev?() FileTest.blockdev?(@path) end
  def chardev?() FileTest.chardev?(@path) end
  def executable?() FileTest.executable?(@path) end
  def executable_real?() FileTest.executable_real?(@path) end
  def exist?() FileTest.exist?(@path) end
  def grpowned?() FileTest.grpowned?(@path) end
  def directory?() FileTest.directory?(@path) end
  def file?() FileTest.file?(@path) end
  def pipe?() FileTest.pipe?(@path) end
  def socket?() FileTest.socket?(@path) end
  def owned?() FileTest.owned?(@path) end
  def readable?() FileTest.readable?(@path) end
  def readable_real?() FileTest.readable_real?(@path) end
  def setuid?() FileTest.setuid?(@path) end
  def setgid?() FileTest.setgid?(@path) end
  def size() FileTest.size(@path) end
  def size?() FileTest.size?(@path) end
  def sticky?() FileTest.sticky?(@path) end
  def symlink?() FileTest.symlink?(@path) end
  def writable?() FileTest.writable?(@path) end
  def writable_real?() FileTest.writable_real?(@path) end
  def zero?() FileTest.zero?(@path) end

  # Dir
  def Pathname.glob(*args)
    if block_given?
      Dir.glob(*args) { |f| yield self.new(f) }
    else
      Dir.glob(*args).map { |f| self.new(f) }
    end
  end

  def Pathname.getwd() self.new(Dir.getwd) end
  class << self
    alias pwd getwd
  end

  def entries() Dir.entries(@path).map { |f| self.class.new(f) } end
  def mkdir(*args) Dir.mkdir(@path, *args) end
  def rmdir() Dir.rmdir(@path) end
  def opendir(&block) Dir.open(@path, &block) end
  def each_entry(&block) Dir.foreach(@path) { |f| yield self.class.new(f) } end

  def mkpath
    require 'fileutils'
    FileUtils.mkpath(@path)
    nil
  end

  def rmtree
    require 'fileutils'
    FileUtils.rm_r(@path)
    nil
  end

  def unlink()
    begin
      Dir.unlink @path
    rescue Errno::ENOTDIR
      File.unlink @path
    end
  end
  alias delete unlink

  def find(&block)
    require 'find'
    if @path == '.'
      Find.find(@path) { |f| yield self.class.new(f.sub(%r{\A\./}, '')) }
    else
      Find.find(@path) { |f| yield self.class.new(f) }
    end
  end
end

module Kernel
  def Pathname(path)
    Pathname.new(path)
  end
  private :Pathname
end

class Pathname
  # Obsolete spellings 1.8.7 still answers, each with a warning.
  def self.obsolete(name, advice) # :nodoc:
    warn "Pathname##{name} is obsoleted.  Use #{advice}."
  end
  private_class_method :obsolete

  def chdir(&block)
    Pathname.__send__(:obsolete, 'chdir', 'Dir.chdir')
    Dir.chdir(@path, &block)
  end

  def chroot
    Pathname.__send__(:obsolete, 'chroot', 'Dir.chroot')
    Dir.chroot(@path)
  end

  def dir_foreach(*args, &block)
    Pathname.__send__(:obsolete, 'dir_foreach', 'Pathname#each_entry')
    each_entry(*args, &block)
  end

  def foreachline(*args, &block)
    Pathname.__send__(:obsolete, 'foreachline', 'Pathname#each_line')
    each_line(*args, &block)
  end

  def foreach(*args, &block)
    warn 'Pathname#foreach is obsoleted.  Use each_line or each_entry.'
    if FileTest.directory? @path
      Dir.foreach(@path, *args, &block)
    else
      IO.foreach(@path, *args, &block)
    end
  end

  # the link is this path, made to old
  def link(old)
    Pathname.__send__(:obsolete, 'link', 'Pathname#make_link')
    File.link(old, @path)
  end

  def symlink(old)
    Pathname.__send__(:obsolete, 'symlink', 'Pathname#make_symlink')
    File.symlink(old, @path)
  end

  def world_readable?() FileTest.world_readable?(@path) end
  def world_writable?() FileTest.world_writable?(@path) end
end
