# mailread.rb - Mail.new(io_or_filename) reads one message of a mail file
# (or an mbox: a leading "From " line is skipped and the body ends before
# the next one): #header (names capitalized), #body (lines), #[].
class Mail
  def initialize(f)
    unless defined? f.gets
      f = open(f, "r")
      opened = true
    end

    @header = {}
    @body = []
    begin
      line = read_header(f)
      return unless line
      while line = f.gets()
        break if /^From / =~ line # the next message of an mbox
        @body.push(line)
      end
    ensure
      f.close if opened
    end
  end

  def header
    return @header
  end

  def body
    return @body
  end

  def [](field)
    @header[field.capitalize]
  end

  private

  # reads up to the empty line ending the header; nil at the end of input
  def read_header(f)
    attr = nil
    while line = f.gets()
      line.chop!
      next if /^From / =~ line
      break if /^$/ =~ line
      if /^(\S+?):\s*(.*)/ =~ line
        (attr = $1).capitalize!
        @header[attr] = $2
      elsif attr
        line.sub!(/^\s*/, '')
        @header[attr] += "\n" + line
      end
    end
    line
  end
end
