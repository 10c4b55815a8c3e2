# bm_app_mandelbrot.rb - Float arithmetic in a tight escape-time loop
def inside?(cr, ci)
  zr = 0.0; zi = 0.0; n = 0
  while n < 60
    t = zr * zr - zi * zi + cr
    zi = 2.0 * zr * zi + ci
    zr = t
    return false if zr * zr + zi * zi > 4.0
    n += 1
  end
  true
end
count = 0
y = -1.0
while y < 1.0
  x = -2.0
  while x < 0.5
    count += 1 if inside?(x, y)
    x += 0.01
  end
  y += 0.02
end
p count
