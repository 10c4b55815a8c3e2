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
      self.class.new(@path.sub(pattern, *rest, &block))
    else
      self.class.new(@path.sub(pattern, *rest))
    end
  end

  def components(path = @path)
    path.split('/').reject { |c| c.empty? }
  end
  private :components

  def prefix_of(path)
    path[0, 1] == '/' ? '/' : ''
  end
  private :prefix_of

  def cleanpath(consider_symlink = false)
    consider_symlink ? cleanpath_conservative : cleanpath_aggressive
  end

  # ".." resolved against the name before it
  def cleanpath_aggressive
    pre = prefix_of(@path)
    names = []
    components.each do |c|
      next if c == '.'
      if c == '..'
        if names.empty? || names.last == '..'
          names << '..' unless pre == '/'
        else
          names.pop
        end
      else
        names << c
      end
    end
    s = pre + names.join('/')
    self.class.new(s.empty? ? '.' : s)
  end

  # only "." names and extra slashes go: through a symlink "a/.." need not be "."
  def cleanpath_conservative
    pre = prefix_of(@path)
    names = components.reject { |c| c == '.' }
    names.shift while pre == '/' && names.first == '..'
    s = pre + names.join('/')
    return self.class.new(s.empty? ? '.' : s) if names.empty? || names.last == '..'
    if components.last == '.'
      s << '/.'
    elsif @path[-1, 1] == '/'
      s << '/'
    end
    self.class.new(s)
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
    return to_enum(:each_filename) unless block_given?
    components.each { |f| yield f }
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
      path, name = r
      break if path.empty?
      yield self.class.new(path.sub(%r{/+\z}, '').empty? ? path : path.sub(%r{/+\z}, ''))
    end
  end

  def chop_basename(path)
    base = File.basename(path)
    if /\A\/?\z/ =~ base
      nil
    else
      [path[0, path.rindex(base)], base]
    end
  end
  private :chop_basename

  def +(other)
    other = Pathname.new(other) unless Pathname === other
    Pathname.new(plus(@path, other.to_s))
  end

  # path2 taken relative to path1: a leading ".." of path2 takes back a
  # name of path1 (after its trailing "." names go), the rest is kept as is
  def plus(path1, path2)
    return path2 if path2[0, 1] == '/'
    pre = prefix_of(path1)
    names1 = components(path1)
    names2 = components(path2)
    loop do
      names1.pop while names1.last == '.'
      if names2.first == '.'
        names2.shift
      elsif names2.first == '..' && names1.last && names1.last != '..'
        names1.pop
        names2.shift
      else
        break
      end
    end
    names2.shift while pre == '/' && names1.empty? && names2.first == '..'
    names = names1 + names2
    s = pre + names.join('/')
    s << '/' if !names2.empty? && path2[-1, 1] == '/'
    s.empty? ? '.' : s
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
    dest = cleanpath.to_s
    base = base_directory.cleanpath.to_s
    dest_prefix = prefix_of(dest)
    base_prefix = prefix_of(base)
    if dest_prefix != base_prefix
      raise ArgumentError, "different prefix: #{dest_prefix.inspect} and #{base_directory.to_s.inspect}"
    end
    dest_names = components(dest).reject { |c| c == '.' }
    base_names = components(base).reject { |c| c == '.' }
    while !dest_names.empty? && !base_names.empty? && dest_names.first == base_names.first
      dest_names.shift
      base_names.shift
    end
    if base_names.include?('..')
      raise ArgumentError, "base_directory has ..: #{base_directory}"
    end
    names = ['..'] * base_names.size + dest_names
    names.empty? ? Pathname.new('.') : Pathname.new(File.join(*names))
  end

  def realpath
    path = File.expand_path(@path)
    seen = 0
    parts = components(path)
    resolved = '/'
    until parts.empty?
      c = parts.shift
      candidate = File.join(resolved, c)
      if File.symlink?(candidate)
        seen += 1
        raise Errno::ELOOP, candidate if seen > 40
        link = File.readlink(candidate)
        link = File.expand_path(link, resolved)
        parts = components(link) + parts
        resolved = '/'
      else
        raise Errno::ENOENT, candidate unless File.exist?(candidate)
        resolved = candidate
      end
    end
    self.class.new(resolved)
  end

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
