# optparse/version.rb - --version=PACKAGE: print the Version (and Release)
# constants of the named modules.

class << OptionParser
  # print "program: Name version V (R)" for each package found; true if any
  def show_version(*pkgs)
    progname = ARGV.options.program_name
    shown = false
    pkgs.each do |pkg|
      each_const(pkg) do |mod|
        version = %w(Version VERSION).map { |c| mod.const_get(c) if mod.const_defined?(c) }.compact.first
        next unless version
        version = version.join('.') if Array === version
        release = mod.const_get(:Release) if mod.const_defined?(:Release)
        line = "#{progname}: #{mod} version #{version}"
        line << " (#{release})" if release
        puts line
        shown = true
      end
    end
    shown
  end

  # the modules an "A::B" path names under base
  def each_const(path, base = ::Object)
    found = path.scan(/[^:]+/).inject([base]) do |mods, name|
      mods.map { |mod| search_const(mod, name) { |m| m } }.flatten.compact
    end
    found.each { |mod| yield mod } if block_given?
    found
  end

  # the modules among klass's constants named name, given to the block
  def search_const(klass, name)
    raise LocalJumpError, 'no block given' unless block_given?
    klass.constants.map do |c|
      next unless c == name
      mod = klass.const_get(c)
      yield(mod) if Module === mod
    end.compact
  end
end
