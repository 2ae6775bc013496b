/** A member's picture, or the first letter of the name on a calm colour picked from the name. */
export function Avatar({
  username,
  url,
  size = 32,
}: {
  username: string;
  url: string | null;
  size?: number;
}) {
  if (url) {
    return <img className="avatar" src={url} alt="" width={size} height={size} />;
  }
  const hue = [...username].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return (
    <span
      className="avatar avatar--letter"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.45, backgroundColor: `hsl(${hue} 28% 36%)` }}
    >
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}
