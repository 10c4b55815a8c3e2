# long updates from several threads at once give the same values as one
# after another, and other threads go on meanwhile
require 'digest/md5'
require 'digest/sha2'
data = ("abcdefgh" * 500_000)
ticks = 0
ticker = Thread.new { loop { ticks += 1; Thread.pass } }
threads = (1..4).map { |i| Thread.new { [Digest::MD5.hexdigest(data + i.to_s), Digest::SHA512.new.update(data).update(i.to_s).hexdigest] } }
values = threads.map { |t| t.value }
ticker.kill
puts values
p values == (1..4).map { |i| [Digest::MD5.hexdigest(data + i.to_s), Digest::SHA512.hexdigest(data + i.to_s)] }
p ticks > 0
