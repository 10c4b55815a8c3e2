# un.rb - Unix-like file commands for the command line:
#
#   ruby -run -e cp -- [OPTION] SOURCE DEST
#   ruby -run -e help [COMMAND]
#
# (commands: cp ln mv rm mkdir rmdir install chmod touch help)
require "fileutils"
require "optparse"

module FileUtils
  @fileutils_output = $stdout
end

# parses ARGV: options is a getopts-like string ("pm:"); letters of other
# options are dropped silently.  Yields the arguments (globs expanded) and a
# Hash of the options given (-v gives :verbose).
def setup(options = "")
  opt_hash = {}
  argv = []
  ARGV.map! {|x| /\A-[^-]/ =~ x ? x.delete("^-#{options}v") : x }
  ARGV.delete_if {|x| x == "-" }
  OptionParser.new do |o|
    options.scan(/.:?/) do |s|
      opt_name = s.delete(":").intern
      o.on("-" + s.tr(":", " ")) do |val|
        opt_hash[opt_name] = val
      end
    end
    o.on("-v") do opt_hash[:verbose] = true end
    o.order!(ARGV) do |x|
      if /[*?\[{]/ =~ x
        argv.concat(Dir[x])
      else
        argv << x
      end
    end
  end
  yield argv, opt_hash
end

def cp
  setup("pr") do |argv, options|
    cmd = "cp"
    cmd += "_r" if options.delete :r
    options[:preserve] = true if options.delete :p
    dest = argv.pop
    argv = argv[0] if argv.size == 1
    FileUtils.send cmd, argv, dest, options
  end
end

def ln
  setup("sf") do |argv, options|
    cmd = "ln"
    cmd += "_s" if options.delete :s
    options[:force] = true if options.delete :f
    dest = argv.pop
    argv = argv[0] if argv.size == 1
    FileUtils.send cmd, argv, dest, options
  end
end

def mv
  setup do |argv, options|
    dest = argv.pop
    argv = argv[0] if argv.size == 1
    FileUtils.mv argv, dest, options
  end
end

def rm
  setup("fr") do |argv, options|
    cmd = "rm"
    cmd += "_r" if options.delete :r
    options[:force] = true if options.delete :f
    FileUtils.send cmd, argv, options
  end
end

def mkdir
  setup("p") do |argv, options|
    cmd = "mkdir"
    cmd += "_p" if options.delete :p
    FileUtils.send cmd, argv, options
  end
end

def rmdir
  setup do |argv, options|
    FileUtils.rmdir argv, options
  end
end

def install
  setup("pm:") do |argv, options|
    options[:mode] = (mode = options.delete :m) ? mode.oct : 0755
    options[:preserve] = true if options.delete :p
    dest = argv.pop
    argv = argv[0] if argv.size == 1
    FileUtils.install argv, dest, options
  end
end

def chmod
  setup do |argv, options|
    mode = argv.shift.oct
    FileUtils.chmod mode, argv, options
  end
end

def touch
  setup do |argv, options|
    FileUtils.touch argv, options
  end
end

UN_HELP = [ # :nodoc:
  ["cp", <<-'EOS'],
Copy SOURCE to DEST, or multiple SOURCE(s) to DIRECTORY

  ruby -run -e cp -- [OPTION] SOURCE DEST

  -p		preserve file attributes if possible
  -r		copy recursively
  -v		verbose
  EOS
  ["ln", <<-'EOS'],
Create a link to the specified TARGET with LINK_NAME.

  ruby -run -e ln -- [OPTION] TARGET LINK_NAME

  -s		make symbolic links instead of hard links
  -f		remove existing destination files
  -v		verbose
  EOS
  ["mv", <<-'EOS'],
Rename SOURCE to DEST, or move SOURCE(s) to DIRECTORY.

  ruby -run -e mv -- [OPTION] SOURCE DEST

  -v		verbose
  EOS
  ["rm", <<-'EOS'],
Remove the FILE

  ruby -run -e rm -- [OPTION] FILE

  -f		ignore nonexistent files
  -r		remove the contents of directories recursively
  -v		verbose
  EOS
  ["mkdir", <<-'EOS'],
Create the DIR, if they do not already exist.

  ruby -run -e mkdir -- [OPTION] DIR

  -p		no error if existing, make parent directories as needed
  -v		verbose
  EOS
  ["rmdir", <<-'EOS'],
Remove the DIR.

  ruby -run -e rmdir -- [OPTION] DIR

  -v		verbose
  EOS
  ["install", <<-'EOS'],
Copy SOURCE to DEST.

  ruby -run -e install -- [OPTION] SOURCE DEST

  -p		apply access/modification times of SOURCE files to
 		corresponding destination files
  -m		set permission mode (as in chmod), instead of 0755
  -v		verbose
  EOS
  ["chmod", <<-'EOS'],
Change the mode of each FILE to OCTAL-MODE.

  ruby -run -e chmod -- [OPTION] OCTAL-MODE FILE

  -v		verbose
  EOS
  ["touch", <<-'EOS'],
Update the access and modification times of each FILE to the current time.

  ruby -run -e touch -- [OPTION] FILE

  -v		verbose
  EOS
  ["help", <<-'EOS'],
Display help message.

  ruby -run -e help [COMMAND]
  EOS
]

def help
  setup do |argv,|
    all = argv.empty?
    UN_HELP.each do |name, text|
      print text, "\n\n" if all or argv.delete(name)
    end
  end
end
