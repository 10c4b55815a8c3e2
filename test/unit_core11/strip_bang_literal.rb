# strip!/lstrip! on a string that shares its literal's buffer strip the
# string itself (the move went into the old buffer); rstrip drops the
# trailing NULs, then the trailing white space, as 1.8.7
3.times do
  s = " abc "; p [s.strip!, s]
  s = " abc"; p [s.strip!, s]
  s = " abc "; p [s.lstrip!, s]
  s = "  x\n"; p [s.lstrip!, s]
end
p "abc\0 \0".rstrip, "abc \0\0".rstrip, "abc\0 ".rstrip, "abc \0 ".rstrip
p "\0 abc".lstrip, " \0abc".lstrip, "\0 abc\0 \0".strip
s = " \0 "; p [s.strip!, s]
s = "abc\0"; p [s.rstrip!, s]
s = "\0"; p [s.strip!, s]
s = "abc"; p [s.strip!, s]
