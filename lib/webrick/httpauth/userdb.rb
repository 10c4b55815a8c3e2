# webrick/httpauth/userdb.rb -- password storage shared by the user files.

module WEBrick
  module HTTPAuth
    module UserDB
      attr_accessor :auth_type # BasicAuth or DigestAuth

      def make_passwd(realm, user, pass)
        @auth_type::make_passwd(realm, user, pass)
      end

      def set_passwd(realm, user, pass)
        self[user] = pass
      end

      def get_passwd(realm, user, reload_db = false)
        # reload_db is dummy
        make_passwd(realm, user, self[user])
      end
    end
  end
end
