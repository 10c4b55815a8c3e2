#
#   irb/completion.rb - Readline's completion of names at the irb prompt
#
require "readline"

module IRB
  module InputCompletor
    @RCS_ID = '-$Id$-'

    ReservedWords = %w(
      BEGIN END alias and begin break case class def defined do else elsif
      end ensure false for if in module next nil not or redo rescue retry
      return self super then true undef unless until when while yield
    )

    Operators = %w(% & * ** + - / < << <= <=> == === =~ > >= >> [] []= ^)

    # the candidates for INPUT, the text before the cursor
    CompletionProc = proc { |input|
      bind = IRB.conf[:MAIN_CONTEXT].workspace.binding
      InputCompletor.send(:complete, input, bind)
    }

    def self.complete(input, bind)
      case input
      when /^((["'`]).*\2)\.([^.]*)$/
        select_message($1, Regexp.quote($3), String.instance_methods.sort)
      when /^(\/[^\/]*\/)\.([^.]*)$/
        select_message($1, Regexp.quote($2), Regexp.instance_methods.sort)
      when /^([^\]]*\])\.([^.]*)$/
        select_message($1, Regexp.quote($2), Array.instance_methods.sort)
      when /^([^\}]*\})\.([^.]*)$/
        candidates = Proc.instance_methods | Hash.instance_methods
        select_message($1, Regexp.quote($2), candidates.sort)
      when /^(:[^:.]*)$/
        symbols(Regexp.quote($1))
      when /^::([A-Z][^:\.\(]*)$/
        receiver = $1
        Object.constants.grep(/^#{receiver}/).collect { |e| "::" + e }
      when /^(((::)?[A-Z][^:.\(]*)+)::?([^:.]*)$/
        receiver, message = $1, Regexp.quote($4)
        candidates = eval("#{receiver}.constants | #{receiver}.methods", bind) rescue []
        candidates.grep(/^#{message}/).collect { |e| receiver + "::" + e }
      when /^(:[^:.]+)\.([^.]*)$/
        select_message($1, Regexp.quote($2), Symbol.instance_methods.sort)
      when /^(-?(0[dbo])?[0-9_]+(\.[0-9_]+)?([eE]-?[0-9]+)?)\.([^.]*)$/,
           /^(-?0x[0-9a-fA-F_]+)\.([^.]*)$/
        receiver, message = $1, Regexp.quote($+)
        candidates = eval(receiver, bind).methods.sort rescue []
        select_message(receiver, message, candidates)
      when /^(\$[^.]*)$/
        global_variables.grep(Regexp.new(Regexp.quote($1)))
      when /^((\.?[^.]+)+)\.([^.]*)$/
        receiver, message = $1, Regexp.quote($3)
        select_message(receiver, message, receiver_methods(receiver, bind))
      when /^\.([^.]*)$/
        []
      else
        candidates = eval("methods | private_methods | local_variables | " \
                          "self.class.constants", bind)
        (candidates | ReservedWords).grep(/^#{Regexp.quote(input)}/)
      end
    end

    def self.symbols(sym)
      return [] unless Symbol.respond_to?(:all_symbols)
      Symbol.all_symbols.collect { |s| ":" + s.id2name }.grep(/^#{sym}/)
    end

    # the methods of a variable's or a constant's value; for any other
    # receiver, every method of every module outside irb
    def self.receiver_methods(receiver, bind)
      gv = eval("global_variables", bind)
      lv = eval("local_variables", bind)
      cv = eval("self.class.constants", bind)
      if (gv | lv | cv).include?(receiver) ||
          (/^[A-Z]/ =~ receiver && /\./ !~ receiver)
        return eval("#{receiver}.methods", bind) rescue []
      end
      candidates = []
      ObjectSpace.each_object(Module) do |m|
        name = m.name rescue ""
        next if name != "IRB::Context" && /^(IRB|SLex|RubyLex|RubyToken)/ =~ name
        candidates.concat m.instance_methods(false)
      end
      candidates.sort!
      candidates.uniq!
      candidates
    end

    class << self
      private :complete, :symbols, :receiver_methods
    end

    # RECEIVER.name for each candidate name matching MESSAGE (operators
    # give nil, as in 1.8.7)
    def self.select_message(receiver, message, candidates)
      candidates.grep(/^#{message}/).collect do |e|
        case e
        when /^[a-zA-Z_]/
          receiver + "." + e
        when /^[0-9]/
        when *Operators
        end
      end
    end
  end
end

if Readline.respond_to?("basic_word_break_characters=")
  Readline.basic_word_break_characters = " \t\n\"\\'`><=;|&{("
end
Readline.completion_append_character = nil
Readline.completion_proc = IRB::InputCompletor::CompletionProc
