# cgi/session.rb - CGI::Session: state kept across requests under a
# session id carried in a cookie or a hidden form field; stored by a
# database manager (FileStore by default, MemoryStore, PStore).

require 'cgi'
require 'tmpdir'

class CGI
  class Session
    # Raised by a store when the session does not exist (yet).
    class NoSession < RuntimeError; end

    attr_reader :session_id, :new_session

    def Session::callback(dbman)
      Proc.new do
        dbman[0].close unless dbman.empty?
      end
    end

    # A fresh id: the MD5 of the time, a random number and the pid.
    def create_new_id
      require 'digest/md5'
      md5 = Digest::MD5::new
      now = Time::now
      md5.update(now.to_s)
      md5.update(String(now.usec))
      md5.update(String(rand(0)))
      md5.update(String($$))
      md5.update('foobar')
      @new_session = true
      md5.hexdigest
    end
    private :create_new_id

    # The id comes from option 'session_id', the request's parameter or
    # cookie named 'session_key' ('_session_id'), or is made new (unless
    # 'new_session' is false).
    def initialize(request, option = {})
      @new_session = false
      session_key = option['session_key'] || '_session_id'
      session_id = option['session_id']
      unless session_id
        if option['new_session']
          session_id = create_new_id
        end
      end
      unless session_id
        session_id = id_from_request(request, session_key)
        unless session_id
          unless option.fetch('new_session', true)
            raise ArgumentError, "session_key `%s' should be supplied" % session_key
          end
          session_id = create_new_id
        end
      end
      @new_session = true if option['new_session']
      @session_id = session_id
      dbman = option['database_manager'] || FileStore
      begin
        @dbman = dbman::new(self, option)
      rescue NoSession
        unless option.fetch('new_session', true)
          raise ArgumentError, "invalid session_id `%s'" % session_id
        end
        @new_session = true
        retry
      end
      set_output(request, session_key, session_id, option)
      @dbprot = [@dbman]
      ObjectSpace::define_finalizer(self, Session::callback(@dbprot))
    end

    def id_from_request(request, session_key)
      if request.key?(session_key)
        id = request[session_key]
        id = id.read if id.respond_to?(:read)
        return id
      end
      id, = request.cookies[session_key]
      id
    end
    private :id_from_request

    # The request's form gets the id as a hidden field, its header as a
    # cookie (unless 'no_hidden' / 'no_cookies').
    def set_output(request, session_key, session_id, option)
      unless option['no_hidden']
        request.instance_variable_set(:@output_hidden,
                                      { session_key => session_id })
      end
      unless option['no_cookies']
        path = if option['session_path']
                 option['session_path']
               elsif ENV['SCRIPT_NAME']
                 File::dirname(ENV['SCRIPT_NAME'])
               else
                 ''
               end
        cookie = Cookie::new('name' => session_key, 'value' => session_id,
                             'expires' => option['session_expires'],
                             'domain' => option['session_domain'],
                             'secure' => option['session_secure'],
                             'path' => path)
        request.instance_variable_set(:@output_cookies, [cookie])
      end
    end
    private :set_output

    def [](key)
      @data ||= @dbman.restore
      @data[key]
    end

    def []=(key, val)
      @write_lock ||= true
      @data ||= @dbman.restore
      @data[key] = val
    end

    def update
      @dbman.update
    end

    def close
      @dbman.close
      @dbprot.clear
    end

    def delete
      @dbman.delete
      @dbprot.clear
    end

    # Stores a session in a file of 'tmpdir' named 'prefix', the first 16
    # hex digits of the id's MD5, then 'suffix'; one name=value a line.
    class FileStore
      def initialize(session, option = {})
        require 'digest/md5'
        dir = option['tmpdir'] || Dir::tmpdir
        prefix = option['prefix'] || ''
        suffix = option['suffix'] || ''
        id = session.session_id
        md5 = Digest::MD5.hexdigest(id)[0, 16]
        @path = dir + '/' + prefix + md5 + suffix
        if File::exist?(@path)
          @hash = nil
        else
          unless session.new_session
            raise CGI::Session::NoSession, 'uninitialized session'
          end
          @hash = {}
        end
      end

      def restore
        unless @hash
          @hash = {}
          begin
            lockf = File.open(@path + '.lock', 'r')
            lockf.flock File::LOCK_SH
            f = File.open(@path, 'r')
            for line in f
              line.chomp!
              k, v = line.split('=', 2)
              @hash[CGI::unescape(k)] = CGI::unescape(v)
            end
          ensure
            f.close if f
            lockf.close if lockf
          end
        end
        @hash
      end

      # Writes the data to a new file renamed over the old one, under an
      # exclusive lock.
      def update
        return unless @hash
        begin
          lockf = File.open(@path + '.lock', File::CREAT | File::RDWR, 0600)
          lockf.flock File::LOCK_EX
          f = File.open(@path + '.new', File::CREAT | File::TRUNC | File::WRONLY, 0600)
          for k, v in @hash
            f.printf "%s=%s\n", CGI::escape(k), CGI::escape(String(v))
          end
          f.close
          File.rename @path + '.new', @path
        ensure
          f.close if f && !f.closed?
          lockf.close if lockf
        end
      end

      def close
        update
      end

      def delete
        File::unlink @path + '.lock' rescue nil
        File::unlink @path + '.new' rescue nil
        File::unlink @path rescue Errno::ENOENT
      end
    end

    # Keeps sessions in a Hash of this process.
    class MemoryStore
      GLOBAL_HASH_TABLE = {}

      def initialize(session, option = nil)
        @session_id = session.session_id
        unless GLOBAL_HASH_TABLE.key?(@session_id)
          unless session.new_session
            raise CGI::Session::NoSession, 'uninitialized session'
          end
          GLOBAL_HASH_TABLE[@session_id] = {}
        end
      end

      def restore
        GLOBAL_HASH_TABLE[@session_id]
      end

      def update
        # the Hash is the store
      end

      def close
        # the Hash is the store
      end

      def delete
        GLOBAL_HASH_TABLE.delete(@session_id)
      end
    end
  end
end
