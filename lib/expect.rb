# expect.rb - IO#expect(pattern, timeout=9999999): reads until pattern (a
# String or Regexp) matches what was read; answers [buffer, captures...],
# or nil on timeout or end of file; yields that instead when given a block.
# $expect_verbose echoes what is read.
$expect_verbose = false

class IO
  def expect(pat, timeout=9999999)
    buf = ''
    case pat
    when String
      e_pat = Regexp.new(Regexp.quote(pat))
    when Regexp
      e_pat = pat
    end
    while true
      if !IO.select([self], nil, nil, timeout) or eof?
        result = nil
        break
      end
      c = getc.chr
      buf << c
      if $expect_verbose
        STDOUT.print c
        STDOUT.flush
      end
      if mat = e_pat.match(buf)
        result = [buf, *mat.to_a[1..-1]]
        break
      end
    end
    if block_given?
      yield result
    else
      return result
    end
    nil
  end
end
