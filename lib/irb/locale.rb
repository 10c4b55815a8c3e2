#
#   irb/locale.rb - messages and library files in the user's language
#
module IRB
  class Locale
    @RCS_ID = '-$Id$-'

    JPDefaultLocale = "ja"
    LOCALE_DIR = "/lc/"

    def initialize(locale = nil)
      @lang = locale || ENV["IRB_LANG"] || ENV["LC_MESSAGES"] ||
        ENV["LC_ALL"] || ENV["LANG"] || "C"
    end

    attr_reader :lang

    def lc2kconv(lang)
      case lang
      when "ja_JP.ujis", "ja_JP.euc", "ja_JP.eucJP"
        :e
      when "ja_JP.sjis", "ja_JP.SJIS"
        :s
      end
    end
    private :lc2kconv

    def String(mes)
      mes = super(mes)
      case @lang
      when /^ja/
        require "kconv"
        mes = Kconv.kconv(mes, lc2kconv(@lang))
      end
      mes
    end

    def format(*opts)
      String(super(*opts))
    end

    def gets(*rs)
      String(super(*rs))
    end

    def readline(*rs)
      String(super(*rs))
    end

    def print(*opts)
      super(*opts.collect { |opt| String(opt) })
    end

    def printf(*opts)
      s = format(*opts)
      print s
    end

    def puts(*opts)
      super(*opts.collect { |opt| String(opt) })
    end

    # requires the file of the locale's language when there is one
    def require(file, priv = nil)
      rex = Regexp.new("lc/#{Regexp.quote(file)}\.(so|o|sl|rb)?")
      return false if $".find { |f| f =~ rex }
      case file
      when /\.rb$/
        begin
          load(file, priv)
          $".push file
          return true
        rescue LoadError
        end
      when /\.(so|o|sl)$/
        return super
      end
      begin
        load(f = file + ".rb")
        $".push f
        return true
      rescue LoadError
        return ruby_require(file)
      end
    end

    alias toplevel_load load

    # loads the file from lc/LANG/ when there is one, else from lc/
    def load(file, priv = nil)
      dir = File.dirname(file)
      dir = "" if dir == "."
      base = File.basename(file)
      if /^ja(_JP)?/ =~ @lang && (lc_path = search_file(dir, base, "ja"))
        return real_load(lc_path, priv)
      end
      if lc_path = search_file(dir, base)
        return real_load(lc_path, priv)
      end
      raise LoadError, "No such file to load -- #{file}"
    end

    def real_load(path, priv)
      src = self.String(File.read(path))
      if priv
        eval("self", TOPLEVEL_BINDING).extend(Module.new { eval(src, binding, path) })
      else
        eval(src, TOPLEVEL_BINDING, path)
      end
    end
    private :real_load

    def find(file, paths = $:)
      dir = File.dirname(file)
      dir = "" if dir == "."
      base = File.basename(file)
      if dir[0] == ?/
        return lc_path = search_file(dir, base)
      end
      for path in $:
        if lc_path = search_file(path + "/" + dir, base)
          return lc_path
        end
      end
      nil
    end

    def search_file(path, file, lang = nil)
      dir = path.empty? ? "" : path.sub(/\/?\z/, "/")
      paths = $:.map { |p| File.join(p, dir) }
      paths = [dir] if dir[0] == ?/
      paths.each do |p|
        full = lang ? File.join(p, "lc", lang, file) : File.join(p, "lc", file)
        return full if File.exist?(full)
        return full + ".rb" if File.exist?(full + ".rb")
      end
      nil
    end
    private :search_file
  end
end
