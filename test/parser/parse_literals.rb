# Literal forms the lexer must get right, checked through their values
p 42, -42, 1_000, 0x1F, 0b101, 0o17, 017, 0d99, 0
p 1.5, -2.5, 1e3, 1.5e-3, 2E2
p 123456789012345678901234567890
p -2 ** 2, (-2) ** 2, 2 ** -1
p ?a, ?\n, ?\s, ?\C-a, ?\M-a, ?\\
p "tab\there", "nul\0", "oct\101", "hex\x41", "esc\e".length
p 'single #{x} \n', 'it\'s', 'back\\slash'
x = 5
p "a#{x}b", "#{x}#{x}", "#@undefined_iv-", "lit\#{x}"
@iv = "I"; $gv = "G"
p "#@iv #$gv"
p %w(a b  c), %w[], %W(a#{x} b), %q(paren (nested) ok), %Q{x=#{x}}, %(plain)
p :sym, :"quoted sym", :"dyn#{x}", :+, :[], :[]=, :<=>, :a?, :b!, :c=, :@iv, :$gv, :@@cv
p %s(symbol)
p /ab+c/i, %r{a/b}, /x#{x}y/
p `echo hi`
p [1, 2, *[3, 4]], [], {1 => [3]}
p 1..3, 1...3, (1..x).to_a
p __FILE__, __LINE__
a = <<EOS
heredoc #{x}
  indented
EOS
p a
b = <<-'RAW'
    raw #{x}\n
    RAW
p b
p(<<ONE, <<TWO)
first
ONE
second
TWO
p <<E.upcase + "!"
up
E
