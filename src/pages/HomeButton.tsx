import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../i18n';

export function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/home')}>
      {t('Back Home')}
    </Button>
  );
}
