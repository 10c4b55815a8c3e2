# fileutils.rb - FileUtils: file utility methods (copying, moving, removing,
# creating directories...). Options: :noop (do nothing), :verbose (print the
# equivalent command on $stderr), :force, :preserve, :mode.

begin                # chown looks names up (1.8.7 loads it too); a build
  require 'etc'      # running mkmf before etc.so exists (or a cross build,
rescue LoadError     # whose etc.so is the target's) goes on without it
end

module FileUtils
  OPT_TABLE = {}

  # stream copying helpers (private in FileUtils and its users)
  module StreamUtils_
    private

    def fu_windows?
      /mswin|mingw|bccwin|wince|emx/ =~ RUBY_PLATFORM
    end

    def fu_copy_stream0(src, dest, blksize)
      while s = src.read(blksize)
        dest.write s
      end
    end

    # the block size of the first stream that has a stat giving one
    def fu_stream_blksize(*streams)
      streams.each do |s|
        next unless s.respond_to?(:stat)
        size = fu_blksize(s.stat)
        return size if size
      end
      fu_default_blksize()
    end

    def fu_blksize(st)
      s = st.blksize
      return nil unless s
      return nil if s == 0
      s
    end

    def fu_default_blksize
      1024
    end
  end

  include StreamUtils_
  extend StreamUtils_

  def self.private_module_function(name)
    module_function name
    private_class_method name
  end

  def fu_check_options(options, optdecl)
    h = options.dup
    optdecl.each { |opt| h.delete opt }
    raise ArgumentError, "no such option: #{h.keys.join(' ')}" unless h.empty?
  end
  private_module_function :fu_check_options

  def fu_list(arg)
    [arg].flatten.map { |path| path.respond_to?(:to_path) ? path.to_path : path.to_str }
  end
  private_module_function :fu_list

  @fileutils_output = $stderr   # messages go where $stderr was at load (1.8.7)
  @fileutils_label = ''

  def fu_output_message(msg)
    @fileutils_output ||= $stderr
    @fileutils_label ||= ''
    @fileutils_output.puts @fileutils_label + msg
  end
  private_module_function :fu_output_message

  def fu_each_src_dest(src, dest)
    fu_each_src_dest0(src, dest) do |s, d|
      raise ArgumentError, "same file: #{s} and #{d}" if fu_same?(s, d)
      yield s, d
    end
  end
  private_module_function :fu_each_src_dest

  def fu_each_src_dest0(src, dest)
    if src.kind_of?(Array)
      src.each do |s|
        s = s.to_str
        yield s, File.join(dest, File.basename(s))
      end
    else
      src = src.to_str
      if File.directory?(dest)
        yield src, File.join(dest, File.basename(src))
      else
        yield src, dest.to_str
      end
    end
  end
  private_module_function :fu_each_src_dest0

  def fu_same?(a, b)
    return false unless File.exist?(a) && File.exist?(b)
    fu_stat_identical_entry?(File.stat(a), File.stat(b))
  end
  private_module_function :fu_same?

  def fu_have_st_ino?
    not fu_windows?
  end
  private_module_function :fu_have_st_ino?

  def fu_stat_identical_entry?(a, b)
    return false unless fu_have_st_ino?
    a.dev == b.dev and a.ino == b.ino
  end
  private_module_function :fu_stat_identical_entry?

  # File.symlink(nil, nil) raises TypeError where symlinks exist
  def fu_have_symlink?
    File.symlink nil, nil
  rescue NotImplementedError
    false
  rescue TypeError
    true
  end
  private_module_function :fu_have_symlink?

  def fu_world_writable?(st)
    (st.mode & 0002) != 0
  end
  private_module_function :fu_world_writable?

  def rename_cannot_overwrite_file?
    /djgpp|cygwin|mswin|mingw|bccwin|wince|emx/ =~ RUBY_PLATFORM
  end
  private_module_function :rename_cannot_overwrite_file?

  # Dir.mkdir, with the mode only when one is given
  def fu_mkdir(path, mode)
    path = path.sub(%r</\z>, '')
    if mode
      Dir.mkdir path, mode
      File.chmod mode, path
    else
      Dir.mkdir path
    end
  end
  private_module_function :fu_mkdir

  def pwd
    Dir.pwd
  end
  module_function :pwd
  alias getwd pwd
  module_function :getwd

  def cd(dir, options = {}, &block)
    fu_check_options options, OPT_TABLE['cd']
    fu_output_message "cd #{dir}" if options[:verbose]
    Dir.chdir(dir, &block)
    fu_output_message 'cd -' if options[:verbose] and block
  end
  module_function :cd
  alias chdir cd
  module_function :chdir
  OPT_TABLE['cd'] = OPT_TABLE['chdir'] = [:verbose]

  def uptodate?(new, old_list, options = nil)
    raise ArgumentError, 'uptodate? does not accept any option' if options
    return false unless File.exist?(new)
    new_time = File.mtime(new)
    old_list.each do |old|
      if File.exist?(old)
        return false unless new_time > File.mtime(old)
      end
    end
    true
  end
  module_function :uptodate?

  def mkdir(list, options = {})
    fu_check_options options, OPT_TABLE['mkdir']
    list = fu_list(list)
    fu_output_message "mkdir #{options[:mode] ? ('-m %03o ' % options[:mode]) : ''}#{list.join ' '}" if options[:verbose]
    return if options[:noop]
    list.each do |dir|
      fu_mkdir dir, options[:mode]
    end
  end
  module_function :mkdir
  OPT_TABLE['mkdir'] = [:mode, :noop, :verbose]

  def mkdir_p(list, options = {})
    fu_check_options options, OPT_TABLE['mkdir_p']
    list = fu_list(list)
    fu_output_message "mkdir -p #{options[:mode] ? ('-m %03o ' % options[:mode]) : ''}#{list.join ' '}" if options[:verbose]
    return *list if options[:noop]
    # one trailing slash goes ("/" becomes "" and fails, as in 1.8.7)
    list.map { |path| path.sub(%r{/\z}, '') }.each do |path|
      made = false
      begin
        fu_mkdir path, options[:mode]
        made = true
      rescue SystemCallError
        made = File.directory?(path)
      end
      next if made
      stack = []
      until path == stack.last
        stack.push path
        path = File.dirname(path)
      end
      stack.reverse_each do |dir|
        begin
          fu_mkdir dir, options[:mode]
        rescue SystemCallError => err
          raise unless File.directory?(dir)
        end
      end
    end
    return *list
  end
  module_function :mkdir_p
  alias mkpath mkdir_p
  alias makedirs mkdir_p
  module_function :mkpath
  module_function :makedirs
  OPT_TABLE['mkdir_p'] = OPT_TABLE['mkpath'] = OPT_TABLE['makedirs'] = [:mode, :noop, :verbose]

  def rmdir(list, options = {})
    fu_check_options options, OPT_TABLE['rmdir']
    list = fu_list(list)
    fu_output_message "rmdir #{list.join ' '}" if options[:verbose]
    return if options[:noop]
    list.each { |dir| Dir.rmdir(dir.sub(%r{/+\z}, '')) }
  end
  module_function :rmdir
  OPT_TABLE['rmdir'] = [:noop, :verbose]

  def ln(src, dest, options = {})
    fu_check_options options, OPT_TABLE['ln']
    fu_output_message "ln#{options[:force] ? ' -f' : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    fu_each_src_dest0(src, dest) do |s, d|
      remove_file d, true if options[:force]
      File.link s, d
    end
  end
  module_function :ln
  alias link ln
  module_function :link
  OPT_TABLE['ln'] = OPT_TABLE['link'] = [:force, :noop, :verbose]

  def ln_s(src, dest, options = {})
    fu_check_options options, OPT_TABLE['ln_s']
    fu_output_message "ln -s#{options[:force] ? 'f' : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    fu_each_src_dest0(src, dest) do |s, d|
      remove_file d, true if options[:force]
      File.symlink s, d
    end
  end
  module_function :ln_s
  alias symlink ln_s
  module_function :symlink
  OPT_TABLE['ln_s'] = OPT_TABLE['symlink'] = [:force, :noop, :verbose]

  def ln_sf(src, dest, options = {})
    fu_check_options options, OPT_TABLE['ln_sf']
    options = options.dup
    options[:force] = true
    ln_s src, dest, options
  end
  module_function :ln_sf
  OPT_TABLE['ln_sf'] = [:noop, :verbose]

  def cp(src, dest, options = {})
    fu_check_options options, OPT_TABLE['cp']
    fu_output_message "cp#{options[:preserve] ? ' -p' : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    fu_each_src_dest(src, dest) do |s, d|
      copy_file s, d, options[:preserve]
    end
  end
  module_function :cp
  alias copy cp
  module_function :copy
  OPT_TABLE['cp'] = OPT_TABLE['copy'] = [:preserve, :noop, :verbose]

  def cp_r(src, dest, options = {})
    fu_check_options options, OPT_TABLE['cp_r']
    fu_output_message "cp -r#{options[:preserve] ? 'p' : ''}#{options[:remove_destination] ? ' --remove-destination' : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    # cp_r follows a symlink given as the source unless told not to
    deref = options.key?(:dereference_root) ? options[:dereference_root] : true
    fu_each_src_dest(src, dest) do |s, d|
      copy_entry s, d, options[:preserve], deref, options[:remove_destination]
    end
  end
  module_function :cp_r
  OPT_TABLE['cp_r'] = [:preserve, :noop, :verbose, :dereference_root, :remove_destination]

  def copy_entry(src, dest, preserve = false, dereference_root = false, remove_destination = false)
    Entry_.new(src, nil, dereference_root).traverse do |ent|
      destent = Entry_.new(dest, ent.rel, false)
      File.unlink destent.path if remove_destination && File.file?(destent.path)
      ent.copy destent.path
      ent.copy_metadata destent.path if preserve
    end
  end
  module_function :copy_entry

  # one file-system entry: the tree under +prefix+ is walked by +rel+
  # (the path below it); copy_entry and the tools use it as 1.8.7 does
  class Entry_
    S_IF_DOOR = 0xD000

    def initialize(a, b = nil, deref = false)
      @prefix = @rel = @path = nil
      if b
        @prefix = a
        @rel = b
      else
        @path = a
      end
      @deref = deref
      @stat = nil
      @lstat = nil
    end

    def inspect
      "\#<#{self.class} #{path()}>"
    end

    def path
      if @path
        @path.to_str
      else
        join(@prefix, @rel)
      end
    end

    def prefix
      @prefix || @path
    end

    def rel
      @rel
    end

    def dereference?
      @deref
    end

    def exist?
      lstat! ? true : false
    end

    # the lstat predicates: false (nil) when the entry does not exist
    %w(file? directory? symlink? chardev? blockdev? socket? pipe?).each do |m|
      define_method(m) { || s = lstat!; s and s.__send__(m) }
    end

    def door?
      s = lstat!
      s and (s.mode & 0xF000 == S_IF_DOOR)
    end

    def entries
      Dir.entries(path()).reject { |n| n == '.' || n == '..' }.map { |n|
        Entry_.new(prefix(), join(rel(), n.untaint))
      }
    end

    def stat
      return @stat if @stat
      if lstat() and lstat().symlink?
        @stat = File.stat(path())
      else
        @stat = lstat()
      end
      @stat
    end

    def stat!
      return @stat if @stat
      if lstat! and lstat!.symlink?
        @stat = File.stat(path())
      else
        @stat = lstat!
      end
      @stat
    rescue SystemCallError
      nil
    end

    def lstat
      if dereference?
        @lstat ||= File.stat(path())
      else
        @lstat ||= File.lstat(path())
      end
    end

    def lstat!
      lstat()
    rescue SystemCallError
      nil
    end

    def chmod(mode)
      if symlink?
        File.lchmod mode, path() if have_lchmod?
      else
        File.chmod mode, path()
      end
    end

    def chown(uid, gid)
      if symlink?
        File.lchown uid, gid, path() if have_lchown?
      else
        File.chown uid, gid, path()
      end
    end

    def copy(dest)
      case
      when file?
        copy_file dest
      when directory?
        begin
          Dir.mkdir dest
        rescue
          raise unless File.directory?(dest)
        end
      when symlink?
        File.symlink File.readlink(path()), dest
      when chardev?, blockdev?, pipe?, socket?, door?
        raise "cannot copy a special file: #{path()}"
      else
        raise "unknown file type: #{path()}"
      end
    end

    def copy_file(dest)
      st = stat()
      File.open(path(), 'rb') do |r|
        File.open(dest, 'wb', st.mode) do |w|
          while s = r.read(16384)
            w.write s
          end
        end
      end
      nil
    end

    def copy_metadata(path)
      st = lstat()
      File.utime st.atime, st.mtime, path
      begin
        File.chown st.uid, st.gid, path
      rescue Errno::EPERM
        # not ours to give away: no set-id bits then
        File.chmod st.mode & 01777, path
        return
      end
      File.chmod st.mode, path
    end

    def remove
      if directory?
        remove_dir1
      else
        remove_file
      end
    end

    def remove_dir1
      platform_support {
        Dir.rmdir path().sub(%r</\z>, '')
      }
    end

    def remove_file
      platform_support {
        File.unlink path()
      }
    end

    def platform_support
      yield
    end

    def preorder_traverse
      stack = [self]
      while ent = stack.pop
        yield ent
        stack.concat ent.entries.reverse if ent.directory?
      end
      nil
    end

    alias traverse preorder_traverse

    def postorder_traverse
      if directory?
        entries().each do |ent|
          ent.postorder_traverse do |e|
            yield e
          end
        end
      end
      yield self
      nil
    end

    private

    # 1.8.7 keeps what the checks found in these globals
    $fileutils_rb_have_lchmod = nil
    $fileutils_rb_have_lchown = nil

    def have_lchmod?
      # File.lchmod is there but not implemented here
      if $fileutils_rb_have_lchmod.nil?
        $fileutils_rb_have_lchmod = check_have_lchmod?
      end
      $fileutils_rb_have_lchmod
    end

    def check_have_lchmod?
      return false unless File.respond_to?(:lchmod)
      File.lchmod 0
      return true
    rescue NotImplementedError
      return false
    end

    def have_lchown?
      if $fileutils_rb_have_lchown.nil?
        $fileutils_rb_have_lchown = check_have_lchown?
      end
      $fileutils_rb_have_lchown
    end

    def check_have_lchown?
      return false unless File.respond_to?(:lchown)
      File.lchown nil, nil
      return true
    rescue NotImplementedError
      return false
    end

    def join(dir, base)
      return dir.to_str if not base or base == '.'
      return base.to_str if not dir or dir == '.'
      File.join(dir, base)
    end
  end

  def copy_file(src, dest, preserve = false, dereference = true)
    File.stat(src)   # (a missing source: the error comes from stat, as 1.8.7's)
    File.open(src, 'rb') do |r|
      File.open(dest, 'wb') do |w|
        while s = r.read(16384)
          w.write s
        end
      end
    end
    if preserve
      st = File.stat(src)
      File.utime(st.atime, st.mtime, dest)
      File.chmod(st.mode & 07777, dest)
    end
  end
  module_function :copy_file

  def copy_stream(src, dest)
    fu_copy_stream0 src, dest, fu_stream_blksize(src, dest)
  end
  module_function :copy_stream

  def mv(src, dest, options = {})
    fu_check_options options, OPT_TABLE['mv']
    fu_output_message "mv#{options[:force] ? ' -f' : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    fu_each_src_dest(src, dest) do |s, d|
      # nothing moves over an existing directory (the message names dest)
      if File.directory?(d) && !File.symlink?(d)
        raise Errno::EEXIST, dest
      end
      begin
        File.rename s, d
      rescue Errno::EXDEV
        copy_entry s, d, true
        remove_entry s
      rescue SystemCallError
        raise unless options[:force]
      end
    end
  end
  module_function :mv
  alias move mv
  module_function :move
  OPT_TABLE['mv'] = OPT_TABLE['move'] = [:force, :noop, :verbose, :secure]

  def rm(list, options = {})
    fu_check_options options, OPT_TABLE['rm']
    list = fu_list(list)
    fu_output_message "rm#{options[:force] ? ' -f' : ''} #{list.join ' '}" if options[:verbose]
    return if options[:noop]
    list.each do |path|
      remove_file path, options[:force]
    end
  end
  module_function :rm
  alias remove rm
  module_function :remove
  OPT_TABLE['rm'] = OPT_TABLE['remove'] = [:force, :noop, :verbose]

  def rm_f(list, options = {})
    fu_check_options options, OPT_TABLE['rm_f']
    options = options.dup
    options[:force] = true
    rm list, options
  end
  module_function :rm_f
  alias safe_unlink rm_f
  module_function :safe_unlink
  OPT_TABLE['rm_f'] = OPT_TABLE['safe_unlink'] = [:noop, :verbose]

  def rm_r(list, options = {})
    fu_check_options options, OPT_TABLE['rm_r']
    list = fu_list(list)
    fu_output_message "rm -r#{options[:force] ? 'f' : ''} #{list.join ' '}" if options[:verbose]
    return if options[:noop]
    list.each do |path|
      remove_entry path, options[:force]
    end
  end
  module_function :rm_r
  OPT_TABLE['rm_r'] = [:force, :noop, :verbose, :secure]

  def rm_rf(list, options = {})
    fu_check_options options, OPT_TABLE['rm_rf']
    options = options.dup
    options[:force] = true
    rm_r list, options
  end
  module_function :rm_rf
  alias rmtree rm_rf
  module_function :rmtree
  OPT_TABLE['rm_rf'] = OPT_TABLE['rmtree'] = [:noop, :verbose, :secure]

  def remove_entry_secure(path, force = false)
    remove_entry(path, force)
    nil
  end
  module_function :remove_entry_secure

  def remove_entry(path, force = false)
    if File.symlink?(path) || !File.directory?(path)
      remove_file path, force
    else
      remove_dir path, force
    end
  rescue   # (any StandardError, as 1.8.7's: a tree too deep too)
    raise unless force
  end
  module_function :remove_entry

  def remove_file(path, force = false)
    File.unlink path
  rescue
    raise unless force
  end
  module_function :remove_file

  # removes the tree at path (any entry, as 1.8.7's does)
  def remove_dir(path, force = false)
    return remove_file(path, force) if File.symlink?(path) || !File.directory?(path)
    Dir.entries(path).each do |e|
      next if e == '.' || e == '..'
      remove_entry File.join(path, e), force
    end
    Dir.rmdir path
  rescue
    raise unless force
  end
  module_function :remove_dir

  def compare_file(a, b)
    return false unless File.size(a) == File.size(b)
    File.open(a, 'rb') { |fa| File.open(b, 'rb') { |fb| return fa.read == fb.read } }
  end
  module_function :compare_file
  alias identical? compare_file
  alias cmp compare_file
  module_function :identical?
  module_function :cmp

  def compare_stream(a, b)
    a.read == b.read
  end
  module_function :compare_stream

  def install(src, dest, options = {})
    fu_check_options options, OPT_TABLE['install']
    fu_output_message "install -c#{options[:preserve] && ' -p'}#{options[:mode] ? (' -m 0%o' % options[:mode]) : ''} #{[src, dest].flatten.join ' '}" if options[:verbose]
    return if options[:noop]
    fu_each_src_dest(src, dest) do |s, d|
      unless File.exist?(d) and compare_file(s, d)
        remove_file d, true
        copy_file s, d, options[:preserve]
        File.chmod options[:mode], d if options[:mode]
      end
    end
  end
  module_function :install
  OPT_TABLE['install'] = [:mode, :preserve, :noop, :verbose]

  def chmod(mode, list, options = {})
    fu_check_options options, OPT_TABLE['chmod']
    list = fu_list(list)
    fu_output_message sprintf('chmod %o %s', mode, list.join(' ')) if options[:verbose]
    return if options[:noop]
    list.each { |path| File.chmod mode, path }
  end
  module_function :chmod
  OPT_TABLE['chmod'] = [:noop, :verbose]

  def chmod_R(mode, list, options = {})
    fu_check_options options, OPT_TABLE['chmod_R']
    list = fu_list(list)
    fu_output_message sprintf('chmod -R%s %o %s', (options[:force] ? 'f' : ''), mode, list.join(' ')) if options[:verbose]
    return if options[:noop]
    list.each do |root|
      Entry_.new(root).traverse do |ent|
        path = ent.path
        begin
          if File.symlink?(path)
            # a link's own mode (1.8.7 calls lchmod where it exists: on
            # Linux it fails with EOPNOTSUPP)
            begin
              File.lchmod mode, path
            rescue NotImplementedError
            end
          else
            File.chmod mode, path
          end
        rescue
          raise unless options[:force]
        end
      end
    end
  end
  module_function :chmod_R
  OPT_TABLE['chmod_R'] = [:noop, :verbose, :force]

  # chown(user, group, list, options): user and group are names, ids or nil
  # (unchanged)
  def chown(user, group, list, options = {})
    fu_check_options options, OPT_TABLE['chown']
    list = fu_list(list)
    fu_output_message sprintf('chown %s%s', [user, group].compact.join(':') + ' ', list.join(' ')) if options[:verbose]
    return if options[:noop]
    uid, gid = fu_get_uid(user), fu_get_gid(group)
    list.each { |path| File.chown uid, gid, path }
  end
  module_function :chown
  OPT_TABLE['chown'] = [:noop, :verbose]

  def chown_R(user, group, list, options = {})
    fu_check_options options, OPT_TABLE['chown_R']
    list = fu_list(list)
    fu_output_message sprintf('chown -R%s %s%s', (options[:force] ? 'f' : ''),
                              [user, group].compact.join(':') + ' ', list.join(' ')) if options[:verbose]
    return if options[:noop]
    uid, gid = fu_get_uid(user), fu_get_gid(group)
    return unless uid or gid   # (1.8.7: nothing to change, no tree walked)
    list.each do |root|
      begin
        Entry_.new(root).traverse { |ent| File.lchown uid, gid, ent.path }
      rescue
        raise unless options[:force]
      end
    end
    options[:force] ? list : nil
  end
  module_function :chown_R
  OPT_TABLE['chown_R'] = [:noop, :verbose, :force]

  # a user or group given by id (digits) or name, nil staying nil
  def fu_get_uid(user)
    return nil unless user
    user = user.to_s
    return user.to_i if /\A\d+\z/ =~ user
    require 'etc'
    Etc.getpwnam(user).uid rescue raise(ArgumentError, "can't find user for #{user}")
  end
  private_module_function :fu_get_uid

  def fu_get_gid(group)
    return nil unless group
    group = group.to_s
    return group.to_i if /\A\d+\z/ =~ group
    require 'etc'
    Etc.getgrnam(group).gid rescue raise(ArgumentError, "can't find group for #{group}")
  end
  private_module_function :fu_get_gid

  def touch(list, options = {})
    fu_check_options options, OPT_TABLE['touch']
    list = fu_list(list)
    created = nocreate = options[:nocreate]
    t = options[:mtime]
    if options[:verbose]
      fu_output_message "touch #{nocreate ? '-c ' : ''}#{t ? t.strftime('-t %Y%m%d%H%M.%S ') : ''}#{list.join ' '}"
    end
    return if options[:noop]
    list.each do |path|
      created = nocreate
      begin
        File.utime(t, t, path)
      rescue
        raise if created
        File.open(path, 'a') {}
        created = true
        retry if t
      end
    end
  end
  module_function :touch
  OPT_TABLE['touch'] = [:noop, :verbose, :mtime, :nocreate]

  # the commands and helpers every forcing module offers (1.8.7's list)
  METHODS = singleton_methods - %w(private_module_function)

  def self.commands
    OPT_TABLE.keys
  end

  def self.options
    OPT_TABLE.values.flatten.uniq.map { |sym| sym.to_s }
  end

  def self.options_of(mid)
    OPT_TABLE[mid.to_s].map { |sym| sym.to_s }
  end

  # the names of the methods that take option opt
  def self.collect_method(opt)
    OPT_TABLE.keys.select { |m| OPT_TABLE[m].include?(opt) }
  end

  def self.have_option?(mid, opt)
    li = OPT_TABLE[mid.to_s] or raise ArgumentError, "no such method: #{mid}"
    li.include?(opt)
  end

  # args with the forced options merged into its last Hash (or appended)
  def fu_update_option(args, new)
    if args.last.kind_of?(Hash)
      args[-1] = args.last.dup.update(new)
    else
      args.push new
    end
    args
  end
  private_module_function :fu_update_option

  # Verbose, NoWrite and DryRun: FileUtils with options forced.  Each is
  # included (its methods private) or called on itself; its messages go to
  # its own @fileutils_output (the $stderr of load time for the module).
  force_options = lambda do |mod, which, forced|
    mod.module_eval do
      include FileUtils
      @fileutils_output = $stderr
      @fileutils_label = ''
    end
    ::FileUtils.collect_method(which).each do |name|
      mod.module_eval(<<-EOS, __FILE__, __LINE__ + 1)
        def #{name}(*args)
          super(*fu_update_option(args, #{forced}))
        end
        private :#{name}
      EOS
    end
    mod.module_eval do
      extend self
      class << self
        ::FileUtils::METHODS.each { |m| public m }
      end
    end
  end
  module Verbose; end
  module NoWrite; end
  module DryRun; end
  force_options.call(Verbose, :verbose, ":verbose => true")
  force_options.call(NoWrite, :noop, ":noop => true")
  force_options.call(DryRun, :noop, ":noop => true, :verbose => true")
end
