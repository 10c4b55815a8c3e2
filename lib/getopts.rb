# getopts.rb - getopts: the old option parser.  Each option sets a global
# $OPT_name (true for a flag, the value for one taking an argument).

# single_options: "ab:c" (b takes a value); options: "long", "val:",
# "val:default" (long names have two characters at least).  Returns the
# number of options seen, or nil on an unknown option (left first in ARGV)
# or a missing value; ARGV keeps the rest.
def getopts(single_options, *options)
  boolopts = {}
  valopts = {}
  if single_options
    single_options.scan(/.:?/) do |opt|
      if opt.size == 1
        boolopts[opt] = false
      else
        valopts[opt[0, 1]] = nil
      end
    end
  end
  options.each do |arg|
    if arg.include?(':')
      name, default = arg.split(':', 2)
      valopts[name] = default.empty? ? nil : default
    else
      boolopts[arg] = false
    end
  end

  count = getopts_scan(boolopts, valopts)
  return nil unless count

  boolopts.merge(valopts).each do |name, value|
    eval("$OPT_#{name.gsub(/[^A-Za-z0-9_]/, '_')} = value")
  end
  count
end

# Takes the options off the front of ARGV into the two tables.
def getopts_scan(boolopts, valopts)
  count = 0
  while first = ARGV.first
    if first == '--'
      ARGV.shift
      break
    elsif first =~ /\A--(.+)\z/m
      name, value = $1.split('=', 2)
      ARGV.shift
      if name.size < 2                  # a long name has two characters at least
        ARGV.unshift(first)
        return nil
      elsif boolopts.key?(name)
        boolopts[name] = true
      elsif valopts.key?(name)
        value ||= ARGV.shift
        return nil unless value
        valopts[name] = value
      else
        ARGV.unshift(first)             # the unknown option stays
        return nil
      end
      count += 1
    elsif first =~ /\A-(.+)\z/m
      chars = $1
      ARGV.shift
      until chars.empty?
        c = chars.slice!(0, 1)
        if boolopts.key?(c)
          boolopts[c] = true
        elsif valopts.key?(c)
          value = chars.empty? ? ARGV.shift : chars
          chars = ''
          return nil unless value
          valopts[c] = value
        else
          ARGV.unshift(first)
          return nil
        end
        count += 1
      end
    else
      break
    end
  end
  count
end
private :getopts, :getopts_scan
