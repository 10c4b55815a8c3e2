# shellwords.rb - splitting a string into words the way a Bourne shell does.

module Shellwords
  # Splits line into an array of words, honouring single and double quotes
  # and backslash escapes. Raises ArgumentError on an unmatched quote.
  def shellwords(line)
    line = String.new(line) rescue
      raise(ArgumentError, "Argument must be a string")
    line = line.sub(/\A\s+/, '')
    words = []
    until line.empty?
      field = ''
      loop do
        if line.sub!(/\A"(([^"\\]|\\.)*)"/, '')
          snippet = $1.gsub(/\\(.)/, '\1')
        elsif line =~ /\A"/
          raise ArgumentError, "Unmatched double quote: #{line}"
        elsif line.sub!(/\A'([^']*)'/, '')
          snippet = $1
        elsif line =~ /\A'/
          raise ArgumentError, "Unmatched single quote: #{line}"
        elsif line.sub!(/\A\\(.)?/, '')
          snippet = $1 || '\\'
        elsif line.sub!(/\A([^\s\\'"]+)/, '')
          snippet = $1
        else
          line.sub!(/\A\s+/, '')
          break
        end
        field << snippet
      end
      words.push(field)
    end
    words
  end
  module_function :shellwords
  alias shellsplit shellwords
  module_function :shellsplit

  # Escapes str so that a Bourne shell reads it as one word.
  def shellescape(str)
    return "''" if str.empty?
    str = str.dup
    str.gsub!(/([^A-Za-z0-9_\-.,:\/@\n])/n, "\\\\\\1")
    str.gsub!(/\n/, "'\n'")
    str
  end
  module_function :shellescape

  # Joins the array into a shell command line, escaping each word.
  def shelljoin(array)
    array.map { |arg| shellescape(arg) }.join(' ')
  end
  module_function :shelljoin

  # the short names of 1.8.7, as module functions only
  class << self
    alias split shellsplit
    alias escape shellescape
    alias join shelljoin
  end
end

class String
  def shellsplit
    Shellwords.shellsplit(self)
  end

  def shellescape
    Shellwords.shellescape(self)
  end
end

class Array
  def shelljoin
    Shellwords.shelljoin(self)
  end
end
