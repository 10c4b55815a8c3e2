# a bad \x, \C or \M escape in a regexp literal: 1.8.7's SyntaxError messages
['/\x/', '/\xg/', '/a\x/i', '/\x', '%r{\x}', '/\M-\x/', '/\c\x/', '/#{1}\x/',
 '/\C/', '/\M/', '/\C/; p 1', "/\\C/\np 1\n", '"\C"; /(/', '/\C(/', '/\M/; /(/',
 "/\\C/\n/(/", '/(/; /\C/', '/\x41\x4a/', '/\x41g/', '/\M-\C-x/', '/\M-\C/', '/[\x]/'].each do |s|
  puts "== #{s.inspect}"
  begin
    p eval(s)
  rescue SyntaxError => e
    puts e.message
  end
end
