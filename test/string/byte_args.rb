# casecmp compares bytes as signed chars; index/rindex/include? with a Fixnum
# look for that exact byte value (no masking to 0..255 for index/rindex)
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { "\xff".casecmp("\x01") }
t { "\xff\x00z".casecmp("a") }
t { "A".casecmp("a") }
t { "_".casecmp("A") }
t { "\xffz".index(255) }
t { "\xffz".index(255 + 256) }
t { "\xffz".index(-1) }
t { "\xffz".rindex(255) }
t { "\xffz".rindex(-1) }
t { "\xffz".rindex(-1, 1) }
t { "\xffz".include?(255 + 256) }
t { "\xffz".include?(-1) }
