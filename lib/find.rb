# find.rb - Find.find: walk directory trees top-down; Find.prune skips the
# current directory's contents.

module Find
  # Yields each path under the given paths (the paths themselves first,
  # then their contents in sorted order, depth first).
  def find(*paths)
    paths.collect! { |d| d.dup }   # a missing path is yielded, then skipped
    while file = paths.shift
      pruned = false
      catch(:prune) do
        yield file.dup.taint
        begin
          s = File.lstat(file)
        rescue Errno::ENOENT, Errno::EACCES, Errno::ENOTDIR, Errno::ELOOP, Errno::ENAMETOOLONG
          s = nil
        end
        if s && s.directory?
          fs = nil
          begin
            fs = Dir.entries(file)
          rescue Errno::ENOENT, Errno::EACCES, Errno::ENOTDIR, Errno::ELOOP, Errno::ENAMETOOLONG
            fs = nil
          end
          if fs
            fs.sort!
            fs.reverse_each do |f|
              next if f == "." || f == ".."
              if File::ALT_SEPARATOR and file =~ /^(?:[\/\\]|[A-Za-z]:[\/\\]?)$/
                f = file + f
              elsif file == "/"
                f = "/" + f
              else
                f = File.join(file, f)
              end
              paths.unshift f.untaint
            end
          end
        end
      end
    end
    nil
  end

  # Skips the contents of the directory just yielded by find.
  def prune
    throw :prune
  end

  module_function :find, :prune
end
