# rdoc/markup/simple_markup/preprocess.rb - the directives of a comment
# (lines ':name: value'): :include: pulls in a file from the include
# path, shifted to the directive's indentation; the others are handed to
# the caller's block, whose result replaces the line.
module SM

  class PreProcess
    def initialize(input_file_name, include_path)
      @input_file_name = input_file_name
      @include_path = include_path
    end

    def handle(text)
      text.gsub!(/^([ \t#]*):(\w+):\s*(.+)?\n/) {
        prefix, directive, param = $1, $2.downcase, $3
        if directive == "include"
          include_file(param.to_s.strip, prefix)
        elsif block_given?
          res = yield(directive, param)
          res.nil? ? "" : res
        else
          $&
        end
      }
    end

    private

    def include_file(name, indent)
      path = find_include_file(name)
      unless path
        $stderr.puts "Couldn't find file to include: '#{name}'"
        return ""
      end
      content = File.open(path) { |f| f.read }
      content = content.gsub(/^/, indent)
      content << "\n" unless content[-1] == ?\n
      content
    end

    def find_include_file(name)
      to_search = [File.dirname(@input_file_name)] + @include_path
      to_search.each { |dir|
        full = File.join(dir, name)
        return full if File.readable?(full)
      }
      nil
    end
  end
end
