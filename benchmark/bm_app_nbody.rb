# bm_app_nbody.rb - n-body simulation: objects with Float attributes
class Body
  attr_accessor :x, :y, :z, :vx, :vy, :vz, :mass
  def initialize(x, y, z, vx, vy, vz, mass)
    @x, @y, @z, @vx, @vy, @vz, @mass = x, y, z, vx, vy, vz, mass
  end
end
PI = 3.141592653589793
SOLAR_MASS = 4 * PI * PI
DAYS = 365.24
bodies = [
  Body.new(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS),
  Body.new(4.84, -1.16, -0.10, 0.00166 * DAYS, 0.00769 * DAYS, -0.0000690 * DAYS, 0.000954 * SOLAR_MASS),
  Body.new(8.34, 4.12, -0.40, -0.00276 * DAYS, 0.00499 * DAYS, 0.0000230 * DAYS, 0.000285 * SOLAR_MASS),
  Body.new(12.89, -15.11, -0.22, 0.00296 * DAYS, 0.00237 * DAYS, -0.0000296 * DAYS, 0.0000436 * SOLAR_MASS),
  Body.new(15.37, -25.91, 0.179, 0.00268 * DAYS, 0.00162 * DAYS, -0.0000951 * DAYS, 0.0000515 * SOLAR_MASS)
]
def advance(bodies, dt)
  n = bodies.size
  i = 0
  while i < n
    b = bodies[i]
    j = i + 1
    while j < n
      b2 = bodies[j]
      dx = b.x - b2.x; dy = b.y - b2.y; dz = b.z - b2.z
      d2 = dx * dx + dy * dy + dz * dz
      mag = dt / (d2 * Math.sqrt(d2))
      bm = b.mass * mag; b2m = b2.mass * mag
      b.vx -= dx * b2m; b.vy -= dy * b2m; b.vz -= dz * b2m
      b2.vx += dx * bm; b2.vy += dy * bm; b2.vz += dz * bm
      j += 1
    end
    i += 1
  end
  bodies.each do |b|
    b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz
  end
end
40_000.times { advance(bodies, 0.01) }
printf("%.6f\n", bodies[0].x + bodies[1].y)
