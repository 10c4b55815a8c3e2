p 1
x = /(?<n>x)/
y = /a)/
p 2
