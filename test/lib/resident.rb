# rss: the resident size of this process in KB (VmRSS), for the leak tests'
# before/after comparisons
def rss
  File.read("/proc/self/status")[/VmRSS:\s*(\d+)/, 1].to_i
end
