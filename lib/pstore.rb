# pstore.rb - PStore: a Hash of Ruby objects (roots) kept in a file with
# Marshal, read and written in transactions under a file lock.

require 'fileutils'
require 'digest/md5'

class PStore
  RDWR_ACCESS = File::RDWR | File::CREAT
  RD_ACCESS = File::RDONLY
  WR_ACCESS = File::WRONLY | File::CREAT | File::TRUNC

  class Error < StandardError
  end

  def initialize(file)
    dir = File::dirname(file)
    unless File::directory? dir
      raise PStore::Error, format('directory %s does not exist', dir)
    end
    if File::exist? file and not File::readable? file
      raise PStore::Error, format('file %s not readable', file)
    end
    @transaction = false
    @filename = file
    @abort = false
  end

  def in_transaction
    raise PStore::Error, 'not in transaction' unless @transaction
  end
  private :in_transaction

  def in_transaction_wr
    in_transaction
    raise PStore::Error, 'in read-only transaction' if @rdonly
  end
  private :in_transaction_wr

  def [](name)
    in_transaction
    @table[name]
  end

  # The root +name+; +default+ when there is none, or PStore::Error.
  def fetch(name, default = PStore::Error)
    in_transaction
    unless @table.key? name
      if default == PStore::Error
        raise PStore::Error, format("undefined root name `%s'", name)
      else
        return default
      end
    end
    @table[name]
  end

  def []=(name, value)
    in_transaction_wr
    @table[name] = value
  end

  def delete(name)
    in_transaction_wr
    @table.delete name
  end

  def roots
    in_transaction
    @table.keys
  end

  def root?(name)
    in_transaction
    @table.key? name
  end

  def path
    @filename
  end

  # Ends the transaction, keeping its changes.
  def commit
    in_transaction
    @abort = false
    throw :pstore_abort_transaction
  end

  # Ends the transaction, dropping its changes.
  def abort
    in_transaction
    @abort = true
    throw :pstore_abort_transaction
  end

  # Runs the block with the roots loaded; writes them back (when changed)
  # at its end unless +read_only+ or aborted.
  def transaction(read_only = false)
    raise PStore::Error, 'nested transaction' if @transaction
    begin
      @rdonly = read_only
      @abort = false
      @transaction = true
      value = nil
      new_file = @filename + '.new'

      content = nil
      unless read_only
        file = File.open(@filename, RDWR_ACCESS)
        file.binmode
        file.flock(File::LOCK_EX)
        commit_new(file) if FileTest.exist?(new_file)
        content = file.read()
      else
        begin
          file = File.open(@filename, RD_ACCESS)
          file.binmode
          file.flock(File::LOCK_SH)
          content = (File.read(new_file) rescue file.read())
        rescue Errno::ENOENT
          content = ''
        end
      end

      if content != ''
        @table = load(content)
        if !read_only
          size = content.size
          md5 = Digest::MD5.digest(content)
        end
      else
        @table = {}
      end
      content = nil # unreference huge data

      begin
        catch(:pstore_abort_transaction) do
          value = yield(self)
        end
      rescue Exception
        @abort = true
        raise
      ensure
        if !read_only and !@abort
          write_table(file, new_file, size, md5)
        end
        if read_only and !@abort
          # nothing to write
        end
      end
    ensure
      @table = nil
      @transaction = false
      file.close if file
    end
    value
  end

  # Writes the table unless its dump is what the file held; through a
  # .new file so a crash leaves one whole copy.
  def write_table(file, new_file, size, md5)
    tmp_file = new_file + '.tmp'
    content = dump(@table)
    if !md5 || size != content.size || md5 != Digest::MD5.digest(content)
      File.open(tmp_file, WR_ACCESS) { |t| t.binmode; t.write(content) }
      File.rename(tmp_file, new_file)
      commit_new(file)
    end
    content = nil # unreference huge data
  end
  private :write_table

  def dump(table)
    Marshal::dump(table)
  end

  def load(content)
    Marshal::load(content)
  end

  def load_file(file)
    Marshal::load(file)
  end

  # Copies the .new file into the locked file and removes it.
  def commit_new(f)
    f.truncate(0)
    f.rewind
    new_file = @filename + '.new'
    File.open(new_file, RD_ACCESS) do |nf|
      nf.binmode
      FileUtils.copy_stream(nf, f)
    end
    File.unlink(new_file)
  end
  private :commit_new
end
