# dl/types.rb - C type names (as in prototypes and struct members) to the
# type letters of DL::Symbol: "char*" is "S", "int" is "I", "void*" "P".
require 'dl'

module DL
  class Types
    LETTERS = {
      "void" => "0", "char" => "C", "short" => "H", "int" => "I",
      "long" => "L", "float" => "F", "double" => "D", "bool" => "I",
      "size_t" => "L", "ssize_t" => "L", "off_t" => "L", "long long" => "L",
      "ID" => "L", "VALUE" => "L", "char*" => "S", "void*" => "P",
    }

    def initialize
      @aliases = {}
    end

    # typealias("uint", "unsigned int")
    def typealias(new_type, old_type)
      @aliases[normalize(new_type)] = normalize(old_type)
    end

    # the letter of a C type name; DLTypeError for one it does not know
    def encode(type)
      t = normalize(type)
      seen = {}
      while @aliases[t] && !seen[t]
        seen[t] = true
        t = @aliases[t]
      end
      letter = LETTERS[t]
      letter ||= "P" if t =~ /\*\z/
      raise DLTypeError, "unknown type: #{type}" unless letter
      letter
    end

    # "const unsigned char *" -> "char*"
    def normalize(type)
      t = type.strip.gsub(/\s+/, " ").gsub(/\s*\*\s*/, "*")
      t = t.sub(/\A(const|volatile|struct|enum|register) /, "") while t =~ /\A(const|volatile|struct|enum|register) /
      t = t.sub(/\A(unsigned|signed) ?/, "")
      t = "int" + t if t.empty? || t =~ /\A\*/   # "unsigned" alone, "unsigned *"
      t.sub(/\A(short|long) int\b/, '\1')
    end
  end
end
