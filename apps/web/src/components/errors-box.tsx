import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

export interface ErrorsBoxProps {
  /** Referenced by the form's aria-describedby. */
  id: string;
  message: string | null;
}

/**
 * The errors box of the sign-in forms (spec 1 §8: registration or login failure text in an errors box):
 * one message per line, announced and focused when it appears so keyboard and screen-reader users land on it.
 */
export function ErrorsBox({ id, message }: ErrorsBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      id={id}
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      data-testid="errors-box"
      sx={{ mb: 2, '&:focus': { outline: '2px solid', outlineOffset: 2 } }}
    >
      {/* One block per line: a server message may itself hold several lines (the failed password rules). */}
      {message.split('\n').map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}
