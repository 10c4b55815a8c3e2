# Time in the local zone follows ENV['TZ'] changed between calls (set,
# changed, unset, set again, other variables added and removed around it),
# and DST in and out of summer (localtime is cached per TZ value)
require "helper"
t = Time.at(1_000_000_000)
s = Time.at(1_215_000_000)   # July 2008
show("utc0") { ENV['TZ'] = 'UTC'; [t.dup.localtime.hour, t.dup.localtime.zone] }
show("tokyo") { ENV['TZ'] = 'Asia/Tokyo'; [t.dup.localtime.hour, t.dup.localtime.zone, t.utc_offset] }
show("ny winter") { ENV['TZ'] = 'America/New_York'; x = Time.at(1_000_000_000 - 86400 * 200); [x.hour, x.zone, x.dst?, x.utc_offset] }
show("ny summer") { [s.dup.localtime.hour, s.dup.localtime.zone, s.dup.localtime.isdst] }
show("same obj relocal") { x = Time.at(1_215_000_000); a = x.hour; ENV['TZ'] = 'Europe/London'; [a, x.hour, x.dup.localtime.hour, x.localtime.hour] }
show("unset") { ENV.delete('TZ'); Time.at(1_000_000_000).strftime("%H %Z") == Time.at(1_000_000_000).strftime("%H %Z") }
show("posix spec") { ENV['TZ'] = 'XYZ-5:30'; Time.at(0).strftime("%H:%M %Z") }
show("add other, then TZ") { ENV.delete('TZ'); ENV['PERF17_A'] = '1'; Time.at(0).hour; ENV.delete('PERF17_A'); ENV['TZ'] = 'Asia/Kolkata'; Time.at(0).strftime("%H:%M %Z") }
show("delete before TZ") { ENV['PERF17_B'] = '2'; ENV['TZ'] = 'Europe/Paris'; Time.at(0).hour; ENV.delete('PERF17_B'); [Time.at(0).hour, Time.at(s.to_i).zone] }
show("back and forth") { %w(UTC Asia/Tokyo UTC America/Los_Angeles Asia/Tokyo).map { |z| ENV['TZ'] = z; Time.at(1_215_000_000).strftime("%H%Z") } }
show("mktime") { ENV['TZ'] = 'Asia/Tokyo'; a = Time.local(2000, 1, 1).to_i; ENV['TZ'] = 'UTC'; [a, Time.local(2000, 1, 1).to_i, Time.mktime(2000, 7, 1).zone] }
show("dst gap") { ENV['TZ'] = 'America/New_York'; [Time.local(2008, 3, 9, 2, 30).hour, Time.local(2008, 11, 2, 1, 30).zone, Time.at(1225603800).strftime("%H:%M %Z"), Time.at(1225607400).strftime("%H:%M %Z")] }
show("utc untouched") { ENV['TZ'] = 'Asia/Tokyo'; [Time.at(0).utc.hour, Time.at(0).getlocal.hour, Time.at(0).utc.localtime.hour] }
show("now follows") { ENV['TZ'] = 'UTC'; a = Time.now.utc_offset; ENV['TZ'] = 'Asia/Tokyo'; [a, Time.now.utc_offset] }
show("empty, replace, clear, colon") { r = []; ENV["TZ"] = "Asia/Tokyo"; r << Time.at(1_215_000_000).hour; ENV["TZ"] = ""; r << Time.at(1_215_000_000).zone; ENV["TZ"] = "Asia/Tokyo"; r << Time.at(1_215_000_000).hour; ENV.replace("TZ" => "America/New_York"); r << Time.at(1_215_000_000).hour; ENV.clear; r << Time.at(1_215_000_000).zone; ENV["TZ"] = ":Europe/Paris"; r << Time.at(1_215_000_000).zone; r }
