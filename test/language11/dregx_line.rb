# a /..#{}../ built at run time compiles at the line of its last
# interpolated code: warnings and RegexpError name that line
$stderr = $stdout
x = 1
p(/a#{x}
}/)
p(/a#{}
}/)
p(/a#{
1}
}/)
p(/a#{1}#{2
}
}/)
p(/a#{[1,
2]}}/.source)
y = "("
begin
  p(/#{y}
  /)
rescue RegexpError => e
  p e.message, e.backtrace
end
