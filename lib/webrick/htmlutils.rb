# webrick/htmlutils.rb

module WEBrick
  module HTMLUtils
    # Escapes & " > < as HTML entities.
    def escape(string)
      str = string ? string.dup : ""
      str.gsub!(/&/n, '&amp;')
      str.gsub!(/\"/n, '&quot;')
      str.gsub!(/>/n, '&gt;')
      str.gsub!(/</n, '&lt;')
      str
    end
    module_function :escape
  end
end
