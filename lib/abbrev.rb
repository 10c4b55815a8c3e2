# abbrev.rb - Abbrev.abbrev: the unambiguous abbreviations of a set of words.

module Abbrev
  # Returns a Hash mapping every unambiguous abbreviation of the words (and
  # each word itself) to its word. With pattern, only abbreviations matching
  # it (a Regexp, or a String that must start them) are included.
  def abbrev(words, pattern = nil)
    table = {}
    seen = Hash.new(0)
    if pattern.is_a?(String)
      pattern = /\A#{Regexp.quote(pattern)}/
    end
    words.each do |word|
      next if word.empty?
      (word.length - 1).downto(1) do |len|
        abbrev = word[0, len]
        next if pattern && pattern !~ abbrev
        case seen[abbrev] += 1
        when 1
          table[abbrev] = word
        when 2
          table.delete(abbrev)
        else
          break
        end
      end
    end
    words.each do |word|
      next if pattern && pattern !~ word
      table[word] = word
    end
    table
  end
  module_function :abbrev
end

class Array
  # Abbrev.abbrev(self, pattern)
  def abbrev(pattern = nil)
    Abbrev.abbrev(self, pattern)
  end
end
