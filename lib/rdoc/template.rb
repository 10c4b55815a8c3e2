# rdoc/template.rb - the templates of rdoc's generators: text with
#   %name%              the value of name (from the innermost context that has it)
#   START:list ... END:list    the lines repeated for each hash in list
#   IF:name ... ENDIF:name     the lines when name has a value
#   IFNOT:name ... ENDIF:name  the lines when it has none
#   HREF:url:name:      a link to url's value named name's value (just
#                       the name when there is no url)
#   !INCLUDE!           the next template given to new
# (directives stand alone at the start of their lines)
class TemplatePage

  # the values a template sees: a stack of hashes, innermost first
  class Context
    def initialize
      @stack = []
    end

    def push(hash)
      @stack.push(hash)
    end

    def pop
      @stack.pop
    end

    def key?(key)
      @stack.reverse_each { |h| return true if h.key?(key) }
      false
    end

    def lookup(key)
      @stack.reverse_each { |h| return h[key] if h.key?(key) }
      nil
    end

    def find_scalar(key)
      @stack.reverse_each { |h|
        if h.key?(key)
          val = h[key]
          raise "Template error: can't find variable '#{key}'" unless val.is_a?(String) || val.nil?
          return val
        end
      }
      raise "Template error: can't find variable '#{key}'"
    end
  end

  # the lines of a template, read one after another
  class LineReader
    def initialize(lines)
      @lines = lines
      @pos = 0
    end

    def read
      line = @lines[@pos]
      @pos += 1
      line
    end

    def peek
      @lines[@pos]
    end

    def dup
      LineReader.new(@lines[@pos..-1])
    end

    # the lines up to the one that is exactly stop (dropped)
    def read_up_to(stop)
      res = []
      while (line = read)
        return res if line == stop
        res << line
      end
      raise "tag #{stop} missing"
    end
  end

  def initialize(*templates)
    text = templates.shift.dup
    templates.each { |t| text.sub!(/^!INCLUDE!$/) { t } }
    @lines = text.split(/\n/)
  end

  # the template filled from values, written to op (with <<)
  def write_html_on(op, values)
    @context = Context.new
    op << substitute_into(LineReader.new(@lines), values)
  end

  def substitute_into(lines, values)
    @context.push(values)
    res = []
    while (line = lines.read)
      case line
      when /\ASTART:(\w+)\z/
        body = lines.read_up_to("END:#{$1}")
        list = @context.lookup($1)
        raise "unknown tag: #{$1}" unless @context.key?($1)
        (list || []).each { |item| res << substitute_into(LineReader.new(body), item) }
      when /\AIF:(\w+)\z/, /\AIFNOT:(\w+)\z/
        key = $1
        body = read_conditional(lines, key)
        wanted = line =~ /\AIF:/ ? true : false
        present = !@context.lookup(key).nil?
        res << substitute_into(LineReader.new(body), {}) if present == wanted
      else
        res << expand_line(line.dup)
      end
    end
    @context.pop
    res.reject { |r| r.nil? }.join("\n").sub(/\A\n?/) { $& }
  end

  # %name% and HREF:url:name: in line
  def expand_line(line)
    line.gsub!(/HREF:(\w+?):(\w+?):/) {
      url = @context.lookup($1)
      name = @context.find_scalar($2)
      url ? "<a href=\"#{url}\">#{name}</a>" : name
    }
    line.gsub!(/%([a-zA-Z0-9_]+)%/) { @context.find_scalar($1).to_s }
    line
  rescue RuntimeError => e
    $stderr.puts "Error in template: #{e}"
    $stderr.puts "Original line: #{line}"
    exit
  end

  private

  def read_conditional(lines, key)
    lines.read_up_to("ENDIF:#{key}")
  end
end
