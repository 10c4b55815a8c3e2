# rdoc/usage.rb - RDoc.usage: the leading comment of the main program
# (all of it, or the sections named) shown as plain text, then exit.
#
#   # == Synopsis
#   #   prog [options]
#   require 'rdoc/usage'
#   RDoc.usage            # the whole comment, exit 0
#   RDoc.usage(1, "Usage") # the Usage section, exit 1
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_flow'
require 'cgi'

module RDoc

  # shows the comment's sections (all when none are named or none is
  # found) and exits with the status given first (0 if none)
  def RDoc.usage(*args)
    status = args.first.is_a?(Integer) ? args.shift : 0
    usage_no_exit(*args)
    exit(status)
  end

  def RDoc.usage_no_exit(*sections)
    flow = SM::SimpleMarkup.new.convert(main_program_comment, SM::ToFlow.new)
    unless sections.empty?
      chosen = Usage.sections(flow, sections)
      if chosen.empty?
        puts "Note to developer: requested section(s) [#{sections.join(', ')}] not found"
      else
        flow = chosen
      end
    end
    print Usage.display(flow)
  end

  # the first block of comment lines of $0, without the '#'s
  def RDoc.main_program_comment
    lines = File.readlines($0)
    lines.shift if lines.first =~ /\A#!/
    lines.shift while lines.first && lines.first.strip.empty?
    comment = []
    while lines.first =~ /\A\s*#/
      comment << lines.shift.sub(/\A\s*# ?/, "")
    end
    comment.join
  end

  module Usage
    WIDTH = 72

    # the sections named (case aside), in the order asked: each a heading
    # and what follows it up to the next heading
    def self.sections(flow, names)
      res = []
      names.each { |name|
        inside = false
        flow.each { |item|
          inside = item.text.downcase == name.to_s.downcase if item.is_a?(SM::Flow::H)
          res << item if inside
        }
      }
      res
    end

    def self.display(flow)
      flow.map { |item| show(item) }.join
    end

    def self.show(item)
      case item
      when SM::Flow::H
        text = plain(item.text)
        case item.level
        when 1 then "\n#{text.upcase}\n#{'=' * text.size}\n"
        when 2 then "\n#{text}\n#{'-' * text.size}\n"
        else "#{text}\n"
        end
      when SM::Flow::P then wrap(plain(item.body)) + "\n"
      when SM::Flow::VERB then CGI.unescapeHTML(item.body) + "\n"
      when SM::Flow::RULE then "-" * WIDTH + "\n"
      when SM::Flow::LIST then item.contents.map { |i| show_item(item.type, i) }.join
      else ""
      end
    end

    def self.show_item(type, item)
      return show(item) unless item.is_a?(SM::Flow::LI)
      lead = case type
             when :LABELED then item.label
             when :NOTE then item.label + " "
             else item.label.ljust(4)
             end
      wrap(lead + plain(item.body)) + "\n"
    end

    # flow text as plain text: bold *x*, emphasis _x_, code +x+
    def self.plain(text)
      CGI.unescapeHTML(text.gsub(/<\/?b>/, "*").gsub(/<\/?em>/, "_").gsub(/<\/?tt>/, "+"))
    end

    def self.wrap(text)
      res = ""
      while text.size > WIDTH
        cut = text.rindex(?\s, WIDTH)
        cut = text.index(?\s, WIDTH) unless cut && cut > 0
        break unless cut
        res << text[0, cut] << "\n"
        text = text[cut + 1..-1]
      end
      res << text << "\n"
    end
  end
end
