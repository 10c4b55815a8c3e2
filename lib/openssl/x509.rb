# openssl/x509.rb -- the Ruby side of OpenSSL::X509: extension factories
# from strings, arrays and hashes; Extension as text, Array and Hash; Name
# parsing

module OpenSSL
  module X509
    class ExtensionFactory
      # create_extension(oid, value, critical = false), or one
      # [oid, value, critical] Array, {"oid"=>, "value"=>, "critical"=>}
      # Hash or "oid = value" String
      def create_extension(*arg)
        if arg.size > 1
          create_ext(*arg)
        else
          send("create_ext_from_" + arg[0].class.name.downcase, arg[0])
        end
      end

      def create_ext_from_array(ary)
        raise ExtensionError, "unexpected array form" if ary.size > 3
        create_ext(ary[0], ary[1], ary[2])
      end

      def create_ext_from_string(str) # "oid = critical, value"
        oid, value = str.split(/=/, 2)
        oid.strip!
        value.strip!
        create_ext(oid, value)
      end

      def create_ext_from_hash(hash)
        create_ext(hash["oid"], hash["value"], hash["critical"])
      end
    end

    class Extension
      # "oid = critical, value"
      def to_s
        str = self.oid + " = "
        str += "critical, " if self.critical?
        str += self.value
        str
      end

      def to_h
        {"oid" => self.oid, "value" => self.value, "critical" => self.critical?}
      end

      def to_a
        [self.oid, self.value, self.critical?]
      end
    end

    class Name
      # RFC 2253 distinguished names ("CN=foo,O=bar,C=JP": last element
      # first), with escapes (\, \+ \XX) and quoted values
      module RFC2253DN
        module_function

        def expand_pair(str)
          str.gsub(/\\(?:([,=+<>#;"\\ ])|([0-9a-fA-F]{2}))/) {
            $1 || $2.hex.chr
          }
        end

        def expand_value(str)
          if str[0] == ?# && str =~ /\A#((?:[0-9a-fA-F]{2})+)\z/
            [$1].pack("H*")
          elsif str[0] == ?" && str[-1] == ?"
            expand_pair(str[1..-2])
          else
            expand_pair(str)
          end
        end

        def scan(dn)
          rdns = []
          pos = 0
          dn = dn.strip
          until pos >= dn.size
            rest = dn[pos..-1]
            m = /\A\s*([a-zA-Z][a-zA-Z0-9-]*|\d+(?:\.\d+)*)\s*=\s*("(?:[^"\\]|\\.)*"|#(?:[0-9a-fA-F]{2})+|(?:[^,;+"\\]|\\.)*?)\s*([,;+]|\z)/.match(rest)
            raise OpenSSL::X509::NameError, "malformed RDN: #{rest.inspect}" unless m && m[0].size > 0
            rdns << [m[1], expand_value(m[2])]
            pos += m[0].size
          end
          rdns.reverse
        end
      end

      class << self
        def parse_rfc2253(str, template=OBJECT_TYPE_TEMPLATE)
          ary = OpenSSL::X509::Name::RFC2253DN.scan(str)
          self.new(ary, template)
        end

        # "/CN=foo/O=bar" (or "CN=foo,O=bar") as a Name
        def parse_openssl(str, template=OBJECT_TYPE_TEMPLATE)
          ary = str.scan(/\s*([^\/,]+)\s*/).collect {|i| i[0].split("=", 2) }
          self.new(ary, template)
        end

        alias parse parse_openssl
      end
    end
  end
end
